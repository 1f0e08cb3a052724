import { huluModule } from './hulu.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const status = endpoint(
  'https://signup.hulu.com',
  `/api/v2/accounts/status?email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(huluModule, {
  answers: {
    found: [status(200, fixture('hulu', 'found.json'))],
    not_found: [status(200, fixture('hulu', 'not-found.json'))],
    blocked: [status(403, fixture('hulu', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is "existing"$/,
    notFound: /HTTP 200, field status is "available"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(huluModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [status(429, fixture('hulu', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
