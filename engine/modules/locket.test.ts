import { locketModule } from './locket.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://api.locketcamera.com', '/validateEmailAddress', {
  method: 'POST',
  requestBody: JSON.stringify({
    data: { email: ADDRESS, operation: 'sign_in', analytics: { platform: 'android' } },
  }),
})

describeSilentCheck(locketModule, {
  answers: {
    found: [check(200, fixture('locket', 'found.json'))],
    not_found: [check(200, fixture('locket', 'not-found.json'))],
    blocked: [check(403, fixture('locket', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field result\.needs_registration is false$/,
    notFound: /HTTP 200, field result\.status is 601 \(no account\)$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(locketModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('locket', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reads "needs registration" as not_found': {
    query: ADDRESS,
    answers: [check(200, '{"result":{"status":200,"needs_registration":true}}')],
    status: 'not_found',
    summary: /field result\.needs_registration is true$/,
  },
  'gives no verdict on a function error': {
    query: ADDRESS,
    answers: [check(200, '{"result":{"status":500,"error":"internal"}}')],
    ...UNRECOGNISED,
  },
})
