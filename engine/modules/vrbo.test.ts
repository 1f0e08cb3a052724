import { vrboModule } from './vrbo.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const status = endpoint(
  'https://www.vrbo.com',
  '/auth/aam/v3/status',
  postedJson({ emailAddress: ADDRESS }),
)

describeRecordedCheck(vrboModule, {
  check: status,
  proof: oneValueProof('field authType', ['LOGIN_UMS'], ['SIGNUP']),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'does not read a Google sign-in offer as absence': {
      answers: [status(200, '{"authType":["LOGIN_GOOGLE","SIGNUP"]}')],
      ...UNRECOGNISED,
    },
  },
})
