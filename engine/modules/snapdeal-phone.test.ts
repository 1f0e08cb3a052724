import { snapdealPhoneModule } from './snapdeal-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.snapdeal.com',
  '/isUserExists',
  // The national number: the page's field takes ten digits, without +91.
  postedJson({ userName: '9876543210' }),
)

describeRecordedPhoneCheck(snapdealPhoneModule, {
  query: '+919876543210',
  check,
  proof: {
    found: /POST https:\/\/www\.snapdeal\.com\/isUserExists → HTTP 200, field userExist is true$/,
    notFound: /→ HTTP 200, field userExist is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
