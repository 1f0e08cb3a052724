import { imgurModule } from './imgur.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://imgur.com',
  '/signin/ajax_email_available',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(imgurModule, {
  check,
  proof: oneValueProof('field data.available', false, true),
  blockedReason: 'rate_limited',
  wall: [check(429, '{"data":{"error":"Too Many Requests"},"success":false,"status":429}')],
})
