import { crazygamesModule } from './crazygames.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const lookup = endpoint(
  'https://identitytoolkit.googleapis.com',
  '/v1/accounts:createAuthUri?key=AIzaSyAkBGn9sKEUBSMQ9CTFyHHxXas0tdcpts8',
  {
    method: 'POST',
    requestHeaders: { origin: 'https://www.crazygames.com' },
    requestBody: JSON.stringify({
      identifier: ADDRESS,
      continueUri: 'https://www.crazygames.com/',
    }),
  },
)

describeSilentCheck(crazygamesModule, {
  answers: {
    found: [lookup(200, fixture('crazygames', 'found.json'))],
    not_found: [lookup(200, fixture('crazygames', 'not-found.json'))],
    blocked: [lookup(403, fixture('crazygames', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, signin_methods: 'password, google.com' },
  proof: {
    found: /HTTP 200, field registered is true$/,
    notFound: /HTTP 200, field registered is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(crazygamesModule, {
  "reports Firebase's quota answer as unknown (rate_limited), never as a verdict": {
    query: ADDRESS,
    answers: [lookup(400, fixture('crazygames', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports a 429 as unknown (rate_limited)': {
    query: ADDRESS,
    answers: [lookup(429, fixture('crazygames', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when enumeration protection leaves "registered" out': {
    query: ADDRESS,
    answers: [lookup(200, fixture('crazygames', 'protected.json'))],
    ...UNRECOGNISED,
  },
})
