/**
 * Deezer. POST https://www.deezer.com/ajax/gw-light.php?method=deezer.getUserData&… (with an
 * empty api_token) opens an anonymous session (sid cookie) and answers its form token in
 * results.checkForm; POST …?method=deezer.emailCheck&api_token={checkForm} with {"EMAIL"}
 * answers {"results":{"availability": false}} when an account uses the address.
 *
 * Silent: the sign-up form's availability check; it creates and sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const GATEWAY = 'https://www.deezer.com/ajax/gw-light.php'

function gatewayUrl(method: string, token: string): string {
  return `${GATEWAY}?${new URLSearchParams({ method, input: '3', api_version: '1.0', api_token: token })}`
}

export const deezerModule = emailModule({
  id: 'deezer',
  name: 'Deezer',
  category: 'music',
  finding: 'account',
  url: 'https://www.deezer.com/',
  hosts: ['www.deezer.com'],
  silence:
    "The sign-up form's availability check, asked in an anonymous session; it creates nothing and sends nothing.",
  async run(ctx) {
    const session = await ctx.http.request(gatewayUrl('deezer.getUserData', ''), {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: '{}',
    })
    if (session.status !== 200) return unexpected(session, 'session answer')
    const token = session.json<{ results?: { checkForm?: string } }>().results?.checkForm
    if (!token) return unrecognised('session answer')
    const res = await ctx.http.request(gatewayUrl('deezer.emailCheck', token), {
      method: 'POST',
      headers: { accept: 'application/json', cookie: cookieHeader(cookiesFrom(session)) },
      body: { EMAIL: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<{ error?: unknown; results?: { availability?: unknown } }>()
    if (answer.error && JSON.stringify(answer.error).includes('QUOTA')) {
      return { status: 'unknown', reason: 'rate_limited', message: 'Deezer quota reached' }
    }
    const availability = answer.results?.availability
    return flagCheck(ctx.query, 'results.availability', availability, false, 'availability answer')
  },
})
