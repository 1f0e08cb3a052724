import { teamleaderModule } from './teamleader.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://focus.teamleader.eu', '/app/emails/availability', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(teamleaderModule, {
  answers: {
    found: [check(200, fixture('teamleader', 'found.json'))],
    not_found: [check(200, fixture('teamleader', 'not-found.json'))],
    blocked: [check(403, fixture('teamleader', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field available is false$/,
    notFound: /HTTP 200, field available is true$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(teamleaderModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('teamleader', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
