import { myanimelistEmailModule } from './myanimelist-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://myanimelist.net', '/signup/email/validate', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeSilentCheck(myanimelistEmailModule, {
  answers: {
    found: [check(200, fixture('myanimelist-email', 'found.json'))],
    not_found: [check(200, fixture('myanimelist-email', 'not-found.json'))],
    blocked: [
      check(403, fixture('myanimelist-email', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /HTTP 200, errors say 'You already have an account with this email address\. Please log in\.'$/,
    notFound: /HTTP 200, field data is an empty list, with no errors$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(myanimelistEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('myanimelist-email', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another refusal, such as an invalid address': {
    query: ADDRESS,
    answers: [check(200, '{"errors":[{"message":"Please enter a valid email address."}]}')],
    ...UNRECOGNISED,
  },
})
