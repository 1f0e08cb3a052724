import { justwatchModule } from './justwatch.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const lookup = endpoint(
  'https://identitytoolkit.googleapis.com',
  '/v1/accounts:createAuthUri?key=AIzaSyDv6JIzdDvbTBS-JWdR4Kl22UvgWGAyuo8',
  {
    method: 'POST',
    requestHeaders: { origin: 'https://www.justwatch.com' },
    requestBody: JSON.stringify({ identifier: ADDRESS, continueUri: 'https://www.justwatch.com/' }),
  },
)

describeRecordedCheck(justwatchModule, {
  check: lookup,
  foundFields: { signin_methods: 'password, google.com' },
  proof: oneValueProof('field registered', true, false),
  blockedReason: 'captcha',
  cases: {
    "reports Firebase's quota answer as unknown (rate_limited), never as a verdict": {
      answers: [lookup(400, fixture('justwatch', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reports a 429 as unknown (rate_limited)': {
      answers: [lookup(429, fixture('justwatch', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict when enumeration protection leaves "registered" out': {
      answers: [lookup(200, fixture('justwatch', 'protected.json'))],
      ...UNRECOGNISED,
    },
  },
})
