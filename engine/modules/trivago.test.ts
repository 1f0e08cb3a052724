import { trivagoModule } from './trivago.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://access.trivago.com', '/oauth/api/members/exists', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeRecordedCheck(trivagoModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
