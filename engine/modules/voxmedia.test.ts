import { voxmediaModule } from './voxmedia.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://auth.voxmedia.com', '/chorus_auth/email_valid.json', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
})

describeSilentCheck(voxmediaModule, {
  answers: {
    found: [check(200, fixture('voxmedia', 'found.json'))],
    not_found: [check(200, fixture('voxmedia', 'not-found.json'))],
    blocked: [check(429, '{"error":"Too many requests"}')],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field available is false$/,
    notFound: /HTTP 200, field available is true$/,
  },
  blockedReason: 'rate_limited',
})
