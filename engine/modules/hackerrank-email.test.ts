import { hackerrankEmailModule } from './hackerrank-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.hackerrank.com', '/auth/valid_email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(hackerrankEmailModule, {
  answers: {
    found: [check(200, fixture('hackerrank-email', 'found.json'))],
    not_found: [check(200, fixture('hackerrank-email', 'not-found.json'))],
    blocked: [check(403, fixture('hackerrank-email', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field internal_status_code is "already_registered"$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(hackerrankEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('hackerrank-email', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an address refused for another reason': {
    query: ADDRESS,
    answers: [check(200, fixture('hackerrank-email', 'invalid.json'))],
    ...UNRECOGNISED,
  },
})
