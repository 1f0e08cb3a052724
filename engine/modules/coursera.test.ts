import { courseraModule } from './coursera.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://www.coursera.org',
  `/api/userAccounts.v1?action=getLoginMethods&email=${ENCODED_ADDRESS}`,
  { method: 'POST', requestBody: '{}' },
)

describeSilentCheck(courseraModule, {
  answers: {
    found: [check(200, fixture('coursera', 'found.json'))],
    not_found: [check(200, fixture('coursera', 'not-found.json'))],
    blocked: [check(403, fixture('coursera', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, sign_in_methods: 'PASSWORD, GOOGLE' },
  proof: {
    found: /HTTP 200, field loginMethods lists 2 methods$/,
    notFound: /HTTP 200, field loginMethods is empty$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(courseraModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('coursera', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an answer without a method list': {
    query: ADDRESS,
    answers: [check(200, '{"errorCode":"InvalidEmail","message":"Invalid email"}')],
    ...UNRECOGNISED,
  },
})
