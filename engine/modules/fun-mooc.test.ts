import { funMoocModule } from './fun-mooc.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://lms.fun-mooc.fr', '/api/user/v1/validation/registration', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}&form_field_key=email`,
})

describeSilentCheck(funMoocModule, {
  answers: {
    found: [check(200, fixture('fun-mooc', 'found.json'))],
    not_found: [check(200, fixture('fun-mooc', 'not-found.json'))],
    blocked: [check(403, fixture('fun-mooc', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /HTTP 200, validation_decisions\.email says "It looks like ada\.lovelace@example\.com belongs to an existing account\. Try again with a different email address\."$/,
    notFound: /HTTP 200, validation_decisions\.email is empty \(the address may register\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(funMoocModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('fun-mooc', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports the per-address limit, a 403, as unknown': {
    query: ADDRESS,
    answers: [check(403, fixture('fun-mooc', 'forbidden.json'))],
    status: 'unknown',
    reason: 'blocked',
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [check(200, fixture('fun-mooc', 'invalid.json'))],
    ...UNRECOGNISED,
  },
})
