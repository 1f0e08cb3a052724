import { secretflyingModule } from './secretflying.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.secretflying.com', '/wp-admin/admin-ajax.php', {
  method: 'POST',
  requestBody: `action=ihc_check_reg_field_ajax&type=user_email&value=${ENCODED_ADDRESS}&second_value=`,
  headers: HTML_HEADERS.headers,
})

describeSilentCheck(secretflyingModule, {
  answers: {
    found: [check(200, fixture('secretflying', 'found.txt'))],
    not_found: [check(200, fixture('secretflying', 'not-found.txt'))],
    blocked: [
      check(403, fixture('secretflying', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the body is "Email address is taken"$/,
    notFound: /HTTP 200, the body is "1"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(secretflyingModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('secretflying', 'rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
