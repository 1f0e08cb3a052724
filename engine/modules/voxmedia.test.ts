import { voxmediaModule } from './voxmedia.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://auth.voxmedia.com', '/chorus_auth/email_valid.json', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeRecordedCheck(voxmediaModule, {
  check,
  proof: oneValueProof('field available', false, true),
  blockedReason: 'rate_limited',
  wall: [check(429, '{"error":"Too many requests"}')],
})
