import { rappiModule } from './rappi.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://services.rappi.com.ar', '/api/rocket/user/account/check-email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(rappiModule, {
  answers: {
    found: [check(200, fixture('rappi', 'found.json'))],
    not_found: [check(200, fixture('rappi', 'not-found.json'))],
    blocked: [check(403, fixture('rappi', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(rappiModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('rappi', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
