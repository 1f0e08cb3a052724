import { plurkModule } from './plurk.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://www.plurk.com', '/Users/isEmailFound', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeRecordedCheck(plurkModule, {
  check,
  // Plurk answers one bare word; there is nothing else to record.
  bodies: { found: 'True', notFound: 'False' },
  wall: [check(429, 'Too Many Requests')],
  proof: oneValueProof('the body', 'True', 'False'),
  blockedReason: 'rate_limited',
})
