import { emiratesModule } from './emirates.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.emirates.com',
  '/service/ekl/validate-email?data=null',
  postedJson({ emailAddress: ADDRESS }),
)

describeRecordedCheck(emiratesModule, {
  check,
  proof: {
    found: /HTTP 200, errors hold code program\.member\.EmailExistsForAnotherMember$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal of the address': {
      answers: [check(200, '{"status":false,"body":{"errors":[{"code":"email.invalid"}]}}')],
      ...UNRECOGNISED,
    },
  },
})
