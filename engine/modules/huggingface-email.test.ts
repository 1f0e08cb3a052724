import { huggingfaceEmailModule } from './huggingface-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://huggingface.co', '/api/check-user-email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(huggingfaceEmailModule, {
  answers: {
    found: [check(200, fixture('huggingface-email', 'found.json'))],
    not_found: [check(200, fixture('huggingface-email', 'not-found.json'))],
    blocked: [check(403, fixture('huggingface-email', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the answer says "An account with this email address already exists\."$/,
    notFound: /HTTP 200, the answer says "This email address is available\."$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(huggingfaceEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('huggingface-email', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reads the older answer, HTTP 400 with an error field, as found': {
    query: ADDRESS,
    answers: [check(400, fixture('huggingface-email', 'found-400.json'))],
    status: 'found',
    summary: /HTTP 400, the answer says "Email already exists"$/,
  },
  'gives no verdict on another refusal': {
    query: ADDRESS,
    answers: [check(400, '{"error":"Invalid email address"}')],
    ...UNRECOGNISED,
  },
})
