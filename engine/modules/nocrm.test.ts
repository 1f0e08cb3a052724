import { nocrmModule } from './nocrm.ts'
import { ADDRESS, ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://register.nocrm.io',
  `/register/check_trial_duplicate?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(nocrmModule, {
  check,
  foundFields: { space_url: 'https://analyticalengines.nocrm.io/' },
  proof: oneValueProof('field account', 1, 0),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'keeps the verdict but drops a space address that is not on nocrm.io': {
      answers: [check(200, '{"account":1,"url":"javascript:alert(1)"}')],
      status: 'found',
      fieldsExactly: { email: ADDRESS },
    },
    'gives no verdict on an answer without the account flag': {
      answers: [check(200, '{"error":"invalid email"}')],
      ...UNRECOGNISED,
    },
  },
})
