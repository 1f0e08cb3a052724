import { sunnxtModule } from './sunnxt.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const status = endpoint(
  'https://api.sunnxt.com',
  `/user/v2/userAccountStatus/?userid=${ENCODED_ADDRESS}&partner_id=&source=`,
)

describeRecordedCheck(sunnxtModule, {
  check: status,
  foundFields: { subscription_status: 'active', has_password: true, account_type: 'email' },
  proof: oneValueProof('field user_available', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an answer that is not a success': {
      answers: [status(200, '{"code":400,"status":"FAILURE","message":"Invalid userid"}')],
      ...UNRECOGNISED,
    },
  },
})
