import { skoutModule } from './skout.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://api.skout.com',
  `/validations/Users_NewUserCheck?email=${ENCODED_ADDRESS}&name=notSet&brand=skout`,
)

describeSilentCheck(skoutModule, {
  answers: {
    found: [check(409, fixture('skout', 'found.json'))],
    not_found: [check(200, fixture('skout', 'not-found.json'))],
    blocked: [check(403, fixture('skout', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 409, statusMessage is "Email already exists"$/,
    notFound: /HTTP 200, field statusCode is 200$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(skoutModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('skout', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a conflict over another field': {
    query: ADDRESS,
    answers: [check(409, '{"statusCode":409,"statusMessage":"Name is not allowed"}')],
    ...UNRECOGNISED,
  },
})
