import { imgurModule } from './imgur.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://imgur.com', '/signin/ajax_email_available', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeSilentCheck(imgurModule, {
  answers: {
    found: [check(200, fixture('imgur', 'found.json'))],
    not_found: [check(200, fixture('imgur', 'not-found.json'))],
    blocked: [check(429, '{"data":{"error":"Too Many Requests"},"success":false,"status":429}')],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data\.available is false$/,
    notFound: /HTTP 200, field data\.available is true$/,
  },
  blockedReason: 'rate_limited',
})
