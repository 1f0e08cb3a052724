import { crazygamesModule } from './crazygames.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

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

describeRecordedCheck(crazygamesModule, {
  check: lookup,
  foundFields: { signin_methods: 'password, google.com' },
  proof: oneValueProof('field registered', true, false),
  blockedReason: 'captcha',
  cases: {
    "reports Firebase's quota answer as unknown (rate_limited), never as a verdict": {
      answers: [lookup(400, fixture('crazygames', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reports a 429 as unknown (rate_limited)': {
      answers: [lookup(429, fixture('crazygames', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict when enumeration protection leaves "registered" out': {
      answers: [lookup(200, fixture('crazygames', 'protected.json'))],
      ...UNRECOGNISED,
    },
  },
})
