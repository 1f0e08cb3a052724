import { spotifyModule } from './spotify.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://spclient.wg.spotify.com',
  `/signup/public/v1/account?validate=1&email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(spotifyModule, {
  check,
  proof: oneValueProof('field status', 20, 1),
  blockedReason: 'rate_limited',
  wall: [check(429, '')],
})
