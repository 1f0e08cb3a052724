import { anydoModule } from './anydo.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://sm-prod2.any.do', '/check_email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(anydoModule, {
  answers: {
    found: [check(200, fixture('anydo', 'found.json'))],
    not_found: [check(200, fixture('anydo', 'not-found.json'))],
    blocked: [check(429, '{"error":"rate limit"}')],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field user_exists is true$/,
    notFound: /HTTP 200, field user_exists is false$/,
  },
  blockedReason: 'rate_limited',
})
