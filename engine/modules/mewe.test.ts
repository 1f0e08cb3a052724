import { meweModule } from './mewe.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://mewe.com', '/api/v2/auth/check/user/email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(meweModule, {
  answers: {
    found: [check(200, fixture('mewe', 'found.json'))],
    not_found: [check(200, fixture('mewe', 'not-found.json'))],
    blocked: [check(403, fixture('mewe', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(meweModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('mewe', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
