import { emiratesModule } from './emirates.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.emirates.com', '/service/ekl/validate-email?data=null', {
  method: 'POST',
  requestBody: JSON.stringify({ emailAddress: ADDRESS }),
})

describeSilentCheck(emiratesModule, {
  answers: {
    found: [check(200, fixture('emirates', 'found.json'))],
    not_found: [check(200, fixture('emirates', 'not-found.json'))],
    blocked: [check(403, fixture('emirates', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, errors hold code program\.member\.EmailExistsForAnotherMember$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(emiratesModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('emirates', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another refusal of the address': {
    query: ADDRESS,
    answers: [check(200, '{"status":false,"body":{"errors":[{"code":"email.invalid"}]}}')],
    ...UNRECOGNISED,
  },
})
