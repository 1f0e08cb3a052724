import { komootModule } from './komoot.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const signin = endpoint('https://www.komoot.com', '/v1/signin', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS, reason: 'header', new_tab: false }),
})

describeSilentCheck(komootModule, {
  answers: {
    found: [signin(200, fixture('komoot', 'found.json'))],
    not_found: [signin(200, fixture('komoot', 'not-found.json'))],
    blocked: [
      signin(403, fixture('komoot', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field type is "login"$/,
    notFound: /HTTP 200, field type is "register"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(komootModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [signin(429, fixture('komoot', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a next step it does not know': {
    query: ADDRESS,
    answers: [signin(200, '{"type":"login_apple"}')],
    ...UNRECOGNISED,
  },
})
