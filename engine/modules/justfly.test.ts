import { justflyModule } from './justfly.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.justfly.com', '/account/modal-login-check-email', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}&include_header=1`,
})

describeSilentCheck(justflyModule, {
  answers: {
    found: [check(200, fixture('justfly', 'found.json'))],
    not_found: [check(200, fixture('justfly', 'not-found.json'))],
    blocked: [
      check(403, fixture('justfly', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field emailExists is true$/,
    notFound: /HTTP 200, field emailExists is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(justflyModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('justfly', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the check itself failed': {
    query: ADDRESS,
    answers: [check(200, '{"result":false,"emailExists":false}')],
    ...UNRECOGNISED,
  },
})
