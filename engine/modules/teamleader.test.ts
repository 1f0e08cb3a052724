import { teamleaderModule } from './teamleader.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://focus.teamleader.eu',
  '/app/emails/availability',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(teamleaderModule, {
  check,
  proof: oneValueProof('field available', false, true),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
})
