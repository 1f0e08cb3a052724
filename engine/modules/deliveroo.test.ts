import { deliverooModule } from './deliveroo.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://consumer-ow-api.deliveroo.com',
  '/orderapp/v1/check-email',
  postedJson({ email_address: ADDRESS }),
)

describeRecordedCheck(deliverooModule, {
  check,
  proof: oneValueProof('field registered', true, false),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.json',
})
