import { amocrmModule } from './amocrm.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.amocrm.com', '/account/check_login.php', {
  method: 'POST',
  requestBody: `LOGIN=${ENCODED_ADDRESS}`,
})

describeSilentCheck(amocrmModule, {
  answers: {
    found: [check(200, fixture('amocrm', 'found.json'))],
    not_found: [check(200, fixture('amocrm', 'not-found.json'))],
    blocked: [check(403, fixture('amocrm', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is "used"$/,
    notFound: /HTTP 200, field status is "free"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(amocrmModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('amocrm', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a status it does not know': {
    query: ADDRESS,
    answers: [check(200, '{"status":"error"}')],
    ...UNRECOGNISED,
  },
})
