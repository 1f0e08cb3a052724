import { lovenudgeModule } from './lovenudge.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://api.lovenudgeapp.com',
  `/api/register/check?email=${ENCODED_ADDRESS}&time_zone=UTC&app_version=5.2.10`,
)

describeRecordedCheck(lovenudgeModule, {
  check,
  proof: oneValueProof('field data', true, false),
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'api.lovenudgeapp.com'),
  rateLimited: 'rate-limited.json',
})
