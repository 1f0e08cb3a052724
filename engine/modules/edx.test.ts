import { edxModule } from './edx.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://courses.edx.org', '/api/user/v1/validation/registration', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}&form_field_key=email`,
})

describeSilentCheck(edxModule, {
  answers: {
    found: [check(200, fixture('edx', 'found.json'))],
    not_found: [check(200, fixture('edx', 'not-found.json'))],
    blocked: [check(403, fixture('edx', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /HTTP 200, validation_decisions\.email says "It looks like ada\.lovelace@example\.com belongs to an existing account\. Try again with a different email address\."$/,
    notFound: /HTTP 200, validation_decisions\.email is empty \(the address may register\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(edxModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('edx', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports the per-address limit, a 403, as unknown': {
    query: ADDRESS,
    answers: [check(403, fixture('edx', 'forbidden.json'))],
    status: 'unknown',
    reason: 'blocked',
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [check(200, fixture('edx', 'invalid.json'))],
    ...UNRECOGNISED,
  },
})
