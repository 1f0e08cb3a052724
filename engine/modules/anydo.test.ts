import { anydoModule } from './anydo.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint('https://sm-prod2.any.do', '/check_email', postedJson({ email: ADDRESS }))

describeRecordedCheck(anydoModule, {
  check,
  proof: oneValueProof('field user_exists', true, false),
  blockedReason: 'rate_limited',
  wall: [check(429, '{"error":"rate limit"}')],
})
