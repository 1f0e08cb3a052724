import { rappiModule } from './rappi.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://services.rappi.com.ar', '/api/rocket/user/account/check-email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeRecordedCheck(rappiModule, {
  check,
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
