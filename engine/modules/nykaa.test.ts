import { nykaaModule } from './nykaa.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://www.nykaaman.com',
  '/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
  { method: 'POST', requestBody: `email=${ENCODED_ADDRESS}&platform=web&captcha_type=v3` },
)

describeSilentCheck(nykaaModule, {
  answers: {
    found: [check(200, fixture('nykaa', 'found.json'))],
    not_found: [check(200, fixture('nykaa', 'not-found.json'))],
    blocked: [check(403, fixture('nykaa', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field response\.is_exists is true$/,
    notFound: /HTTP 200, field response\.is_exists is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(nykaaModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('nykaa', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
