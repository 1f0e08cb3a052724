import { voxmediaModule } from './voxmedia.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://auth.voxmedia.com',
  '/chorus_auth/email_valid.json',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(voxmediaModule, {
  check,
  proof: oneValueProof('field available', false, true),
  blockedReason: 'rate_limited',
  wall: [check(429, '{"error":"Too many requests"}')],
})
