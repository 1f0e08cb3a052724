import { xdaModule } from './xda.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://www.xda-developers.com',
  `/check-user-exists/?email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(xdaModule, {
  answers: {
    found: [check(200, fixture('xda', 'found.json'))],
    not_found: [check(200, fixture('xda', 'not-found.json'))],
    blocked: [check(403, fixture('xda', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field userExists is true$/,
    notFound: /HTTP 200, field userExists is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(xdaModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('xda', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an answer without userExists': {
    query: ADDRESS,
    answers: [check(200, '{"success":false,"message":"Invalid request"}')],
    ...UNRECOGNISED,
  },
})
