import { tumblrModule } from './tumblr.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, fixture } from './_shared/testing.ts'

const BEARER = 'Bearer aIcXSOoTtqrzR8L8YEIOmBeW94c3FmbSNSWAUbxsny9KKx5VFh'
const CSRF = 'tBs7cQk1Yw3Hn9Lm5Px2'

describeSilentCheck(tumblrModule, {
  answer(p, scenario) {
    const site = p.agent.get('https://www.tumblr.com')
    site.intercept({ path: '/' }).reply(200, fixture('tumblr', 'home.html'), {
      headers: {
        ...HTML_HEADERS.headers,
        'set-cookie':
          'tmgioct=6745ab12cd34ef; expires=Tue, 23-Nov-2027 05:00:00 GMT; path=/; domain=.tumblr.com; secure; HttpOnly',
      },
    })
    site
      .intercept({ path: '/api/v2/radar', headers: { authorization: BEARER } })
      .reply(200, fixture('tumblr', 'radar.json'), {
        headers: { ...JSON_HEADERS.headers, 'x-csrf': CSRF },
      })
    const check = site.intercept({
      path: '/api/v2/register/account/validate',
      method: 'POST',
      headers: { authorization: BEARER, 'x-csrf': CSRF, cookie: 'tmgioct=6745ab12cd34ef' },
      body: JSON.stringify({
        email: ADDRESS,
        password: 'x',
        tumblelog: 'zq-lookup-placeholder-7d1f9b3x',
      }),
    })
    if (scenario === 'blocked')
      check.reply(429, '{"meta":{"status":429,"msg":"Limit Exceeded"},"response":[]}', JSON_HEADERS)
    else
      check.reply(
        400,
        fixture('tumblr', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /validate → HTTP 400, field response\.code is 2$/,
    notFound: /validate → HTTP 400, field response\.code is 1030$/,
  },
  blockedReason: 'rate_limited',
  calls: [
    'GET https://www.tumblr.com/',
    'GET https://www.tumblr.com/api/v2/radar',
    'POST https://www.tumblr.com/api/v2/register/account/validate',
  ],
})
