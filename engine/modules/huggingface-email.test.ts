import { huggingfaceEmailModule } from './huggingface-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://huggingface.co',
  '/api/check-user-email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(huggingfaceEmailModule, {
  check,
  proof: {
    found: /HTTP 200, the answer says "An account with this email address already exists\."$/,
    notFound: /HTTP 200, the answer says "This email address is available\."$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads the older answer, HTTP 400 with an error field, as found': {
      answers: [check(400, fixture('huggingface-email', 'found-400.json'))],
      status: 'found',
      summary: /HTTP 400, the answer says "Email already exists"$/,
    },
    'gives no verdict on another refusal': {
      answers: [check(400, '{"error":"Invalid email address"}')],
      ...UNRECOGNISED,
    },
  },
})
