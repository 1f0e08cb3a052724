/**
 * Spotify. GET https://spclient.wg.spotify.com/signup/public/v1/account?validate=1&email=…
 * is the sign-up form's field check: {"status":20,"errors":{"email":"That email is already
 * registered to an account."}} when taken, {"status":1,…} when free.
 *
 * Silent: `validate=1` only validates the form; nothing is created and nothing is sent.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 20
const AVAILABLE = 1

export const spotifyModule = emailModule({
  id: 'spotify',
  name: 'Spotify',
  category: 'music',
  url: 'https://open.spotify.com/',
  hosts: ['spclient.wg.spotify.com'],
  silence:
    "The sign-up form's field check with validate=1, which only validates: nothing is created and nothing is sent.",
  async run(ctx) {
    const params = new URLSearchParams({ validate: '1', email: ctx.query })
    const res = await ctx.http.request(
      `https://spclient.wg.spotify.com/signup/public/v1/account?${params}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200) return unexpected(res)
    const body = res.json<{ status?: unknown }>()
    return accountCheck(
      ctx.query,
      'field status',
      body.status,
      { taken: [TAKEN], free: [AVAILABLE] },
      'sign-up validation answer',
    )
  },
})
