import { jiosaavnModule } from './jiosaavn.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://www.saavn.com', '/api.php', {
  method: 'POST',
  requestBody: `__call=user.isRegisteredEmail&_format=json&_marker=0&ctx=android&api_version=4&email=${ENCODED_ADDRESS}`,
})

describeSilentCheck(jiosaavnModule, {
  answers: {
    found: [check(200, fixture('jiosaavn', 'found.json'))],
    not_found: [check(200, fixture('jiosaavn', 'not-found.json'))],
    blocked: [check(403, fixture('jiosaavn', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is true$/,
    notFound: /HTTP 200, field status is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(jiosaavnModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('jiosaavn', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
