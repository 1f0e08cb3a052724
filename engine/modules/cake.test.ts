import { cakeModule } from './cake.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://api.cakeapp.me',
  `/gw/auth/email/validate?timezone=0&lang=en&languageToLearn=en&appVersion=6.8.0&os=android&osVersion=11&email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(cakeModule, {
  answers: {
    found: [check(200, fixture('cake', 'found.json'))],
    not_found: [check(200, fixture('cake', 'not-found.json'))],
    blocked: [check(403, fixture('cake', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, data\.errorType is "DUPLICATED"$/,
    notFound: /HTTP 200, data\.hasError is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(cakeModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('cake', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another error type': {
    query: ADDRESS,
    answers: [
      check(200, '{"result":"SUCCESS","data":{"hasError":true,"errorType":"INVALID_FORMAT"}}'),
    ],
    ...UNRECOGNISED,
  },
})
