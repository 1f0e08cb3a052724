import { plurkModule } from './plurk.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://www.plurk.com', '/Users/isEmailFound', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeSilentCheck(plurkModule, {
  answers: {
    found: [check(200, 'True')],
    not_found: [check(200, 'False')],
    blocked: [check(429, 'Too Many Requests')],
  },
  foundFields: { email: ADDRESS },
  proof: oneValueProof('the body', 'True', 'False'),
  blockedReason: 'rate_limited',
})
