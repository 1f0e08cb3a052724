import { polarstepsEmailModule } from './polarsteps-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.polarsteps.com', '/validation/unique', {
  method: 'POST',
  requestBody: `field=users.email&value=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeSilentCheck(polarstepsEmailModule, {
  answers: {
    found: [check(200, fixture('polarsteps-email', 'found.txt'))],
    not_found: [check(200, fixture('polarsteps-email', 'not-found.txt'))],
    blocked: [check(403, fixture('polarsteps-email', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the body is "INVALID"$/,
    notFound: /HTTP 200, the body is "OK"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(polarstepsEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('polarsteps-email', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
