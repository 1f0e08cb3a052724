import { justwatchModule } from './justwatch.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const lookup = endpoint(
  'https://identitytoolkit.googleapis.com',
  '/v1/accounts:createAuthUri?key=AIzaSyDv6JIzdDvbTBS-JWdR4Kl22UvgWGAyuo8',
  {
    method: 'POST',
    requestHeaders: { origin: 'https://www.justwatch.com' },
    requestBody: JSON.stringify({ identifier: ADDRESS, continueUri: 'https://www.justwatch.com/' }),
  },
)

describeSilentCheck(justwatchModule, {
  answers: {
    found: [lookup(200, fixture('justwatch', 'found.json'))],
    not_found: [lookup(200, fixture('justwatch', 'not-found.json'))],
    blocked: [lookup(403, fixture('justwatch', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, signin_methods: 'password, google.com' },
  proof: {
    found: /HTTP 200, field registered is true$/,
    notFound: /HTTP 200, field registered is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(justwatchModule, {
  "reports Firebase's quota answer as unknown (rate_limited), never as a verdict": {
    query: ADDRESS,
    answers: [lookup(400, fixture('justwatch', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports a 429 as unknown (rate_limited)': {
    query: ADDRESS,
    answers: [lookup(429, fixture('justwatch', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when enumeration protection leaves "registered" out': {
    query: ADDRESS,
    answers: [lookup(200, fixture('justwatch', 'protected.json'))],
    ...UNRECOGNISED,
  },
})
