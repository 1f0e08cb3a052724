import { myanimelistEmailModule } from './myanimelist-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://myanimelist.net',
  '/signup/email/validate',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(myanimelistEmailModule, {
  check,
  proof: {
    found:
      /HTTP 200, errors say 'You already have an account with this email address\. Please log in\.'$/,
    notFound: /HTTP 200, field data is an empty list, with no errors$/,
  },
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal, such as an invalid address': {
      answers: [check(200, '{"errors":[{"message":"Please enter a valid email address."}]}')],
      ...UNRECOGNISED,
    },
  },
})
