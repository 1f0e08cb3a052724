import { wordpressModule } from './wordpress.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const options = endpoint(
  'https://public-api.wordpress.com',
  `/rest/v1.1/users/${ENCODED_ADDRESS}/auth-options?http_envelope=1`,
)

describeSilentCheck(wordpressModule, {
  // With http_envelope=1 every answer arrives as HTTP 200; the real status is inside.
  answers: {
    found: [options(200, fixture('wordpress', 'found.json'))],
    not_found: [options(200, fixture('wordpress', 'not-found.json'))],
    blocked: [options(200, fixture('wordpress', 'rate-limited.json'))],
  },
  foundFields: { email: ADDRESS, passwordless: false, email_verified: true },
  proof: {
    found: /HTTP 200, the envelope holds code 200 with the account’s sign-in options$/,
    notFound: /HTTP 200, the envelope holds code 404 with error unknown_user$/,
  },
  blockedReason: 'rate_limited',
})
