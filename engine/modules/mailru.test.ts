import { mailruModule } from './mailru.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://account.mail.ru',
  '/api/v1/user/exists',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(mailruModule, {
  check,
  proof: oneValueProof('field body.exists', true, false),
  blockedReason: 'captcha',
  cases: {
    'reports the API rate limit (status 429 in a 200 answer) as unknown (rate_limited)': {
      answers: [check(200, fixture('mailru', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on an API error in the envelope': {
      answers: [
        check(200, '{"status":400,"body":{"email":{"error":"invalid"}},"htmlencoded":false}'),
      ],
      ...UNRECOGNISED,
    },
  },
})
