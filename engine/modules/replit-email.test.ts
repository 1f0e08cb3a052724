import { replitEmailModule } from './replit-email.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://replit.com', '/data/user/exists', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeRecordedCheck(replitEmailModule, {
  check,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  wall: [check(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })],
})
