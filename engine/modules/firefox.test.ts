import { firefoxModule } from './firefox.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, fixture, postedJson } from './_shared/testing.ts'

const status = endpoint(
  'https://api.accounts.firefox.com',
  '/v1/account/status',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(firefoxModule, {
  check: status,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'rate_limited',
  wall: [status(429, fixture('firefox', 'rate-limited.json'))],
})
