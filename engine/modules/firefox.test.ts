import { firefoxModule } from './firefox.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const status = endpoint('https://api.accounts.firefox.com', '/v1/account/status', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(firefoxModule, {
  answers: {
    found: [status(200, fixture('firefox', 'found.json'))],
    not_found: [status(200, fixture('firefox', 'not-found.json'))],
    blocked: [status(429, fixture('firefox', 'rate-limited.json'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'rate_limited',
})
