import { quizletModule } from './quizlet.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://api.quizlet.com', '/3.11/validate-email?client_id=XbSGGchEnA', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(quizletModule, {
  answers: {
    found: [check(200, fixture('quizlet', 'found.json'))],
    not_found: [check(200, fixture('quizlet', 'not-found.json'))],
    blocked: [check(403, fixture('quizlet', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, validateEmail\.existingAccount is set$/,
    notFound: /HTTP 200, validateEmail\.isValid is true, existingAccount is null$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(quizletModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('quizlet', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an address refused without an existing account': {
    query: ADDRESS,
    answers: [check(200, fixture('quizlet', 'invalid.json'))],
    ...UNRECOGNISED,
  },
})
