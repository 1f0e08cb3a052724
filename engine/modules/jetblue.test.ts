import { jetblueModule } from './jetblue.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const search = endpoint(
  'https://trueblue.jetblue.com',
  `/b2c/search?customer.address.email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(jetblueModule, {
  answers: {
    found: [search(200, fixture('jetblue', 'found.json'))],
    not_found: [search(200, fixture('jetblue', 'not-found.json'))],
    blocked: [search(403, fixture('jetblue', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field found is true$/,
    notFound: /HTTP 200, field found is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(jetblueModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [search(429, fixture('jetblue', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
