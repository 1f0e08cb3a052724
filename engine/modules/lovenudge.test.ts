import { lovenudgeModule } from './lovenudge.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://api.lovenudgeapp.com',
  `/api/register/check?email=${ENCODED_ADDRESS}&time_zone=UTC&app_version=5.2.10`,
)

describeSilentCheck(lovenudgeModule, {
  answers: {
    found: [check(200, fixture('lovenudge', 'found.json'))],
    not_found: [check(200, fixture('lovenudge', 'not-found.json'))],
    blocked: [check(403, fixture('lovenudge', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data is true$/,
    notFound: /HTTP 200, field data is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(lovenudgeModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('lovenudge', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
