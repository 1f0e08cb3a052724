import { replitEmailModule } from './replit-email.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint('https://replit.com', '/data/user/exists', postedJson({ email: ADDRESS }))

describeRecordedCheck(replitEmailModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  wall: [check(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })],
})
