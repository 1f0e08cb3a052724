import { replitEmailModule } from './replit-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://replit.com', '/data/user/exists', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(replitEmailModule, {
  answers: {
    found: [check(200, fixture('replit-email', 'found.json'))],
    not_found: [check(200, fixture('replit-email', 'not-found.json'))],
    blocked: [check(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
})
