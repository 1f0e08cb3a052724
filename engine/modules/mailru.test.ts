import { mailruModule } from './mailru.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://account.mail.ru', '/api/v1/user/exists', {
  method: 'POST',
  requestBody: new URLSearchParams({ email: ADDRESS }).toString(),
})

describeSilentCheck(mailruModule, {
  answers: {
    found: [check(200, fixture('mailru', 'found.json'))],
    not_found: [check(200, fixture('mailru', 'not-found.json'))],
    blocked: [check(403, fixture('mailru', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field body\.exists is true$/,
    notFound: /HTTP 200, field body\.exists is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(mailruModule, {
  'reports the API rate limit (status 429 in a 200 answer) as unknown (rate_limited)': {
    query: ADDRESS,
    answers: [check(200, fixture('mailru', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an API error in the envelope': {
    query: ADDRESS,
    answers: [
      check(200, '{"status":400,"body":{"email":{"error":"invalid"}},"htmlencoded":false}'),
    ],
    ...UNRECOGNISED,
  },
})
