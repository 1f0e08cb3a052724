import { patreonModule } from './patreon.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.patreon.com',
  '/api/email/available?json-api-version=1.0',
  postedJson({ data: { attributes: { email: ADDRESS }, relationships: {} } }),
)

describeRecordedCheck(patreonModule, {
  check,
  proof: oneValueProof('field data.is_available', false, true),
  blockedReason: 'blocked',
  wall: [
    check(403, '<html><head><title>Attention Required! | Cloudflare</title></head></html>', {
      headers: { 'content-type': 'text/html' },
    }),
  ],
})
