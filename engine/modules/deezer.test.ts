import { deezerModule } from './deezer.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, answersFrom, fixture } from './_shared/testing.ts'

const TOKEN = 'Wm9ZbEhKTm4zV0xJZmdJd2x6S3pQdGdB'
const SID = 'sid=fr8c3e2a7d5b9c1f4e6a0d2b8c7e5f3a1d9b'
const at = answersFrom('https://www.deezer.com', { method: 'POST' })

/** The user data call sets the session cookie and gives the token; `file` answers the check. */
const emailCheck = (file: string) => [
  at(
    '/ajax/gw-light.php?method=deezer.getUserData&input=3&api_version=1.0&api_token=',
    200,
    fixture('deezer', 'session.json'),
    {
      headers: {
        ...JSON_HEADERS.headers,
        'set-cookie': `${SID}; expires=Mon, 23-Nov-2026 06:00:00 GMT; path=/; domain=.deezer.com; secure; HttpOnly`,
      },
    },
  ),
  at(
    `/ajax/gw-light.php?method=deezer.emailCheck&input=3&api_version=1.0&api_token=${TOKEN}`,
    200,
    fixture('deezer', file),
    { requestBody: JSON.stringify({ EMAIL: ADDRESS }), requestHeaders: { cookie: SID } },
  ),
]

describeSilentCheck(deezerModule, {
  answers: {
    found: emailCheck('found.json'),
    not_found: emailCheck('not-found.json'),
    blocked: emailCheck('quota.json'),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /emailCheck.* → HTTP 200, field results\.availability is false$/,
    notFound: /emailCheck.* → HTTP 200, field results\.availability is true$/,
  },
  blockedReason: 'rate_limited',
})
