import { wordpressModule } from './wordpress.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = `/rest/v1.1/users/${ENCODED_ADDRESS}/auth-options?http_envelope=1`
const files = { found: 'found.json', not_found: 'not-found.json', blocked: 'rate-limited.json' }

describeSilentCheck(wordpressModule, {
  answer(p, scenario) {
    // With http_envelope=1 every answer arrives as HTTP 200; the real status is inside.
    p.agent
      .get('https://public-api.wordpress.com')
      .intercept({ path })
      .reply(200, fixture('wordpress', files[scenario]), JSON_HEADERS)
  },
  foundFields: { email: ADDRESS, passwordless: false, email_verified: true },
  proof: {
    found: /HTTP 200, the envelope holds code 200 with the account’s sign-in options$/,
    notFound: /HTTP 200, the envelope holds code 404 with error unknown_user$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://public-api.wordpress.com${path}`],
})
