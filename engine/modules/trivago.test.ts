import { trivagoModule } from './trivago.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://access.trivago.com',
  '/oauth/api/members/exists',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(trivagoModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
