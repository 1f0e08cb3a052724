import { xEmailModule } from './x-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://api.x.com',
  `/i/users/email_available.json?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(xEmailModule, {
  check,
  proof: oneValueProof('field taken', true, false),
  blockedReason: 'rate_limited',
  wall: [check(429, fixture('x-email', 'rate-limited.json'))],
})
