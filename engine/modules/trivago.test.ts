import { trivagoModule } from './trivago.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://access.trivago.com', '/oauth/api/members/exists', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeSilentCheck(trivagoModule, {
  answers: {
    found: [check(200, fixture('trivago', 'found.json'))],
    not_found: [check(200, fixture('trivago', 'not-found.json'))],
    blocked: [check(403, fixture('trivago', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(trivagoModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('trivago', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
