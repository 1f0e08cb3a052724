import { xEmailModule } from './x-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://api.x.com',
  `/i/users/email_available.json?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(xEmailModule, {
  check,
  proof: {
    found: /HTTP 200, field taken is true$/,
    notFound: /HTTP 200, field taken is false$/,
  },
  blockedReason: 'rate_limited',
  wall: [check(429, fixture('x-email', 'rate-limited.json'))],
})
