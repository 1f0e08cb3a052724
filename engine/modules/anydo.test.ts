import { anydoModule } from './anydo.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://sm-prod2.any.do', '/check_email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeRecordedCheck(anydoModule, {
  check,
  proof: {
    found: /HTTP 200, field user_exists is true$/,
    notFound: /HTTP 200, field user_exists is false$/,
  },
  blockedReason: 'rate_limited',
  wall: [check(429, '{"error":"rate limit"}')],
})
