import { insightlyModule } from './insightly.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://accounts.insightly.com', '/signup/isemailvalid', {
  method: 'POST',
  requestBody: `emailaddress=${ENCODED_ADDRESS}`,
})

describeSilentCheck(insightlyModule, {
  answers: {
    found: [check(200, fixture('insightly', 'found.json'))],
    not_found: [check(200, fixture('insightly', 'not-found.json'))],
    blocked: [check(403, fixture('insightly', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the answer says "An account exists for this address"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(insightlyModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('insightly', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a refusal that is not about an account': {
    query: ADDRESS,
    answers: [check(200, '"Please enter a valid email address."')],
    ...UNRECOGNISED,
  },
})
