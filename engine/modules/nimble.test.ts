import { nimbleModule } from './nimble.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.nimble.com', `/lib/register.php?email=${ENCODED_ADDRESS}`)

describeSilentCheck(nimbleModule, {
  answers: {
    found: [check(200, fixture('nimble', 'found.json'))],
    not_found: [check(200, fixture('nimble', 'not-found.json'))],
    blocked: [check(403, fixture('nimble', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the answer says "This email is already registered"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(nimbleModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('nimble', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on the answer false, which names no account': {
    query: ADDRESS,
    answers: [check(200, 'false')],
    ...UNRECOGNISED,
  },
})
