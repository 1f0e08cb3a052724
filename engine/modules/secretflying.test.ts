import { secretflyingModule } from './secretflying.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://www.secretflying.com', '/wp-admin/admin-ajax.php', {
  method: 'POST',
  requestBody: `action=ihc_check_reg_field_ajax&type=user_email&value=${ENCODED_ADDRESS}&second_value=`,
  headers: HTML_HEADERS.headers,
})

describeRecordedCheck(secretflyingModule, {
  check,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'Email address is taken', '1'),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [check(429, fixture('secretflying', 'rate-limited.html'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
  },
})
