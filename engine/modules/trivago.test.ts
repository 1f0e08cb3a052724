import { trivagoModule } from './trivago.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://access.trivago.com', '/oauth/api/members/exists', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeRecordedCheck(trivagoModule, {
  check,
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
