import { rappiModule } from './rappi.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://services.rappi.com.ar',
  '/api/rocket/user/account/check-email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(rappiModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
