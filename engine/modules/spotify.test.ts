import { spotifyModule } from './spotify.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://spclient.wg.spotify.com',
  `/signup/public/v1/account?validate=1&email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(spotifyModule, {
  check,
  proof: {
    found: /HTTP 200, field status is 20$/,
    notFound: /HTTP 200, field status is 1$/,
  },
  blockedReason: 'rate_limited',
  wall: [check(429, '')],
})
