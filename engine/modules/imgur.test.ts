import { imgurModule } from './imgur.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://imgur.com', '/signin/ajax_email_available', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeRecordedCheck(imgurModule, {
  check,
  proof: oneValueProof('field data.available', false, true),
  blockedReason: 'rate_limited',
  wall: [check(429, '{"data":{"error":"Too Many Requests"},"success":false,"status":429}')],
})
