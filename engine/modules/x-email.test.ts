import { xEmailModule } from './x-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://api.x.com',
  `/i/users/email_available.json?email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(xEmailModule, {
  answers: {
    found: [check(200, fixture('x-email', 'found.json'))],
    not_found: [check(200, fixture('x-email', 'not-found.json'))],
    blocked: [check(429, fixture('x-email', 'rate-limited.json'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field taken is true$/,
    notFound: /HTTP 200, field taken is false$/,
  },
  blockedReason: 'rate_limited',
})
