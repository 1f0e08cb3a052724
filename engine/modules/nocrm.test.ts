import { nocrmModule } from './nocrm.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://register.nocrm.io',
  `/register/check_trial_duplicate?email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(nocrmModule, {
  answers: {
    found: [check(200, fixture('nocrm', 'found.json'))],
    not_found: [check(200, fixture('nocrm', 'not-found.json'))],
    blocked: [check(403, fixture('nocrm', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, space_url: 'https://analyticalengines.nocrm.io/' },
  proof: { found: /HTTP 200, field account is 1$/, notFound: /HTTP 200, field account is 0$/ },
  blockedReason: 'blocked',
})

itLooksUp(nocrmModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('nocrm', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'keeps the verdict but drops a space address that is not on nocrm.io': {
    query: ADDRESS,
    answers: [check(200, '{"account":1,"url":"javascript:alert(1)"}')],
    status: 'found',
    fieldsExactly: { email: ADDRESS },
  },
  'gives no verdict on an answer without the account flag': {
    query: ADDRESS,
    answers: [check(200, '{"error":"invalid email"}')],
    ...UNRECOGNISED,
  },
})
