import { vrboModule } from './vrbo.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const status = endpoint('https://www.vrbo.com', '/auth/aam/v3/status', {
  method: 'POST',
  requestBody: JSON.stringify({ emailAddress: ADDRESS }),
})

describeRecordedCheck(vrboModule, {
  check: status,
  proof: {
    found: /HTTP 200, field authType is \["LOGIN_UMS"\]$/,
    notFound: /HTTP 200, field authType is \["SIGNUP"\]$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'does not read a Google sign-in offer as absence': {
      answers: [status(200, '{"authType":["LOGIN_GOOGLE","SIGNUP"]}')],
      ...UNRECOGNISED,
    },
  },
})
