/**
 * Spotify. GET https://spclient.wg.spotify.com/signup/public/v1/account?validate=1&email=…
 * is the sign-up form's field check: {"status":20,"errors":{"email":"That email is already
 * registered to an account."}} when taken, {"status":1,…} when free.
 *
 * Silent: `validate=1` only validates the form; nothing is created and nothing is sent.
 */
import { getWith, oneRequestCheck } from './_email/one-request-check.ts'

const TAKEN = 20
const AVAILABLE = 1

export const spotifyModule = oneRequestCheck({
  id: 'spotify',
  name: 'Spotify',
  category: 'music',
  url: 'https://open.spotify.com/',
  hosts: ['spclient.wg.spotify.com'],
  silence:
    "The sign-up form's field check with validate=1, which only validates: nothing is created and nothing is sent.",
  ask: (email) =>
    getWith(
      'https://spclient.wg.spotify.com/signup/public/v1/account',
      { validate: '1', email },
      { accept: 'application/json' },
    ),
  answer: {
    at: 'status',
    taken: [TAKEN],
    free: [AVAILABLE],
    what: 'sign-up validation answer',
  },
})
