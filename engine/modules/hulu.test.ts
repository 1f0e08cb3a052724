import { huluModule } from './hulu.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const status = endpoint(
  'https://signup.hulu.com',
  `/api/v2/accounts/status?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(huluModule, {
  check: status,
  proof: oneValueProof('field status', 'existing', 'available'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
