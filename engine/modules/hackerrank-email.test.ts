import { hackerrankEmailModule } from './hackerrank-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.hackerrank.com',
  '/auth/valid_email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(hackerrankEmailModule, {
  check,
  proof: {
    found: /HTTP 200, field internal_status_code is "already_registered"$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an address refused for another reason': {
      answers: [check(200, fixture('hackerrank-email', 'invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})
