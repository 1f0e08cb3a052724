import { vrboModule } from './vrbo.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const status = endpoint('https://www.vrbo.com', '/auth/aam/v3/status', {
  method: 'POST',
  requestBody: JSON.stringify({ emailAddress: ADDRESS }),
})

describeSilentCheck(vrboModule, {
  answers: {
    found: [status(200, fixture('vrbo', 'found.json'))],
    not_found: [status(200, fixture('vrbo', 'not-found.json'))],
    blocked: [status(403, fixture('vrbo', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field authType is \["LOGIN_UMS"\]$/,
    notFound: /HTTP 200, field authType is \["SIGNUP"\]$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(vrboModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [status(429, fixture('vrbo', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'does not read a Google sign-in offer as absence': {
    query: ADDRESS,
    answers: [status(200, '{"authType":["LOGIN_GOOGLE","SIGNUP"]}')],
    ...UNRECOGNISED,
  },
})
