import { polarstepsEmailModule } from './polarsteps-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://www.polarsteps.com', '/validation/unique', {
  method: 'POST',
  requestBody: `field=users.email&value=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeRecordedCheck(polarstepsEmailModule, {
  check,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'INVALID', 'OK'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})
