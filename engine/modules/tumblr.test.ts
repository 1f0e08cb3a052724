import { tumblrModule } from './tumblr.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, answersFrom, fixture } from './_shared/testing.ts'

const BEARER = 'Bearer aIcXSOoTtqrzR8L8YEIOmBeW94c3FmbSNSWAUbxsny9KKx5VFh'
const CSRF = 'tBs7cQk1Yw3Hn9Lm5Px2'
const at = answersFrom('https://www.tumblr.com')

/** The home page sets the session cookie; radar, asked with the page's key, gives the CSRF. */
const session = [
  at('/', 200, fixture('tumblr', 'home.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie':
        'tmgioct=6745ab12cd34ef; expires=Tue, 23-Nov-2027 05:00:00 GMT; path=/; domain=.tumblr.com; secure; HttpOnly',
    },
  }),
  at('/api/v2/radar', 200, fixture('tumblr', 'radar.json'), {
    requestHeaders: { authorization: BEARER },
    headers: { ...JSON_HEADERS.headers, 'x-csrf': CSRF },
  }),
]
const validate = (status: number, body: string) => [
  ...session,
  at('/api/v2/register/account/validate', status, body, {
    method: 'POST',
    requestHeaders: { authorization: BEARER, 'x-csrf': CSRF, cookie: 'tmgioct=6745ab12cd34ef' },
    requestBody: JSON.stringify({
      email: ADDRESS,
      password: 'x',
      tumblelog: 'zq-lookup-placeholder-7d1f9b3x',
    }),
  }),
]

describeSilentCheck(tumblrModule, {
  answers: {
    found: validate(400, fixture('tumblr', 'found.json')),
    not_found: validate(400, fixture('tumblr', 'not-found.json')),
    blocked: validate(429, '{"meta":{"status":429,"msg":"Limit Exceeded"},"response":[]}'),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /validate → HTTP 400, field response\.code is 2$/,
    notFound: /validate → HTTP 400, field response\.code is 1030$/,
  },
  blockedReason: 'rate_limited',
})
