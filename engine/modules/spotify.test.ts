import { spotifyModule } from './spotify.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://spclient.wg.spotify.com',
  `/signup/public/v1/account?validate=1&email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(spotifyModule, {
  answers: {
    found: [check(200, fixture('spotify', 'found.json'))],
    not_found: [check(200, fixture('spotify', 'not-found.json'))],
    blocked: [check(429, '')],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is 20$/,
    notFound: /HTTP 200, field status is 1$/,
  },
  blockedReason: 'rate_limited',
})
