import { nykaaModule } from './nykaa.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://www.nykaaman.com',
  '/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
  { method: 'POST', requestBody: `email=${ENCODED_ADDRESS}&platform=web&captcha_type=v3` },
)

describeRecordedCheck(nykaaModule, {
  check,
  proof: {
    found: /HTTP 200, field response\.is_exists is true$/,
    notFound: /HTTP 200, field response\.is_exists is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
