import { teamleaderModule } from './teamleader.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://focus.teamleader.eu', '/app/emails/availability', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeRecordedCheck(teamleaderModule, {
  check,
  proof: {
    found: /HTTP 200, field available is false$/,
    notFound: /HTTP 200, field available is true$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
})
