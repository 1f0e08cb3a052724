import { xdaModule } from './xda.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://www.xda-developers.com',
  `/check-user-exists/?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(xdaModule, {
  check,
  proof: oneValueProof('field userExists', true, false),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an answer without userExists': {
      answers: [check(200, '{"success":false,"message":"Invalid request"}')],
      ...UNRECOGNISED,
    },
  },
})
