import { deliverooModule } from './deliveroo.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://consumer-ow-api.deliveroo.com', '/orderapp/v1/check-email', {
  method: 'POST',
  requestBody: JSON.stringify({ email_address: ADDRESS }),
})

describeSilentCheck(deliverooModule, {
  answers: {
    found: [check(200, fixture('deliveroo', 'found.json'))],
    not_found: [check(200, fixture('deliveroo', 'not-found.json'))],
    blocked: [
      check(403, fixture('deliveroo', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field registered is true$/,
    notFound: /HTTP 200, field registered is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(deliverooModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('deliveroo', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
