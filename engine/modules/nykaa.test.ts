import { nykaaModule } from './nykaa.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://www.nykaaman.com',
  '/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
  postedForm({ email: ADDRESS, platform: 'web', captcha_type: 'v3' }),
)

describeRecordedCheck(nykaaModule, {
  check,
  proof: oneValueProof('field response.is_exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
