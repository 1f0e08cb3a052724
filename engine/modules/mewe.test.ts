import { meweModule } from './mewe.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, sharedWall, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://mewe.com',
  '/api/v2/auth/check/user/email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(meweModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'mewe.com'),
  rateLimited: 'rate-limited.json',
})
