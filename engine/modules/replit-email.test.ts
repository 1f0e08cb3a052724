import { replitEmailModule } from './replit-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://replit.com', '/data/user/exists', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeRecordedCheck(replitEmailModule, {
  check,
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
  wall: [check(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })],
})
