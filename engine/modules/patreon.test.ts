import { patreonModule } from './patreon.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://www.patreon.com', '/api/email/available?json-api-version=1.0', {
  method: 'POST',
  requestBody: JSON.stringify({ data: { attributes: { email: ADDRESS }, relationships: {} } }),
})

describeSilentCheck(patreonModule, {
  answers: {
    found: [check(200, fixture('patreon', 'found.json'))],
    not_found: [check(200, fixture('patreon', 'not-found.json'))],
    blocked: [
      check(403, '<html><head><title>Attention Required! | Cloudflare</title></head></html>', {
        headers: { 'content-type': 'text/html' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data\.is_available is false$/,
    notFound: /HTTP 200, field data\.is_available is true$/,
  },
  blockedReason: 'blocked',
})
