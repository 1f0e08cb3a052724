import { deezerModule } from './deezer.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const TOKEN = 'Wm9ZbEhKTm4zV0xJZmdJd2x6S3pQdGdB'
const sessionPath =
  '/ajax/gw-light.php?method=deezer.getUserData&input=3&api_version=1.0&api_token='
const checkPath = `/ajax/gw-light.php?method=deezer.emailCheck&input=3&api_version=1.0&api_token=${TOKEN}`
const files = { found: 'found.json', not_found: 'not-found.json', blocked: 'quota.json' }

describeSilentCheck(deezerModule, {
  answer(p, scenario) {
    const site = p.agent.get('https://www.deezer.com')
    site
      .intercept({ path: sessionPath, method: 'POST' })
      .reply(200, fixture('deezer', 'session.json'), {
        headers: {
          ...JSON_HEADERS.headers,
          'set-cookie':
            'sid=fr8c3e2a7d5b9c1f4e6a0d2b8c7e5f3a1d9b; expires=Mon, 23-Nov-2026 06:00:00 GMT; path=/; domain=.deezer.com; secure; HttpOnly',
        },
      })
    site
      .intercept({
        path: checkPath,
        method: 'POST',
        body: JSON.stringify({ EMAIL: ADDRESS }),
        headers: { cookie: 'sid=fr8c3e2a7d5b9c1f4e6a0d2b8c7e5f3a1d9b' },
      })
      .reply(200, fixture('deezer', files[scenario]), JSON_HEADERS)
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /emailCheck.* → HTTP 200, field results\.availability is false$/,
    notFound: /emailCheck.* → HTTP 200, field results\.availability is true$/,
  },
  blockedReason: 'rate_limited',
  calls: [`POST https://www.deezer.com${sessionPath}`, `POST https://www.deezer.com${checkPath}`],
})
