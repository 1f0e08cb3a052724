/**
 * Wondershare (Filmora, PDFelement, Dr.Fone, … one account). GET
 * https://accounts.wondershare.com/api/v3/csrf-token sets the req_identity cookie, the
 * account site's CSRF token; PUT https://accounts.wondershare.com/api/v3/account/inspect with
 * {"email"} and that token in X-CSRF-Token is the registration page's address check. Its
 * answer's data.exist is 1 when an account uses the address and 2 when none does.
 *
 * Silent: "inspect" only reads whether the address is registered, before the registration
 * page offers its form; nothing is created and nothing is sent (the PUT is the site's own
 * choice of method for this read). Answer shape from public tool data (user-scanner), not
 * verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { objectOf } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const REGISTERED = 1
const NOT_REGISTERED = 2

export const wondershareModule = emailModule({
  id: 'wondershare',
  name: 'Wondershare',
  category: 'tech',
  url: 'https://www.wondershare.com/',
  hosts: ['accounts.wondershare.com'],
  finding: 'account',
  silence:
    "The registration page's read-only address inspection (a PUT by the site's own choice), made before its form is offered; nothing is created or sent.",
  async run(ctx) {
    const csrf = await ctx.http.request('https://accounts.wondershare.com/api/v3/csrf-token', {
      headers: { accept: 'application/json, text/plain, */*', 'x-lang': 'en-us' },
    })
    if (csrf.status !== 200) return unexpected(csrf, 'CSRF token answer')
    const jar = cookiesFrom(csrf)
    const token = jar.get('req_identity')
    if (!token) {
      return {
        status: 'unknown',
        reason: 'unrecognised',
        message: 'Wondershare gave no CSRF cookie',
      }
    }
    const res = await ctx.http.request('https://accounts.wondershare.com/api/v3/account/inspect', {
      method: 'PUT',
      headers: {
        accept: 'application/json, text/plain, */*',
        'x-lang': 'en-us',
        'x-csrf-token': token,
        origin: 'https://accounts.wondershare.com',
        referer: 'https://accounts.wondershare.com/m/register',
        cookie: cookieHeader(jar),
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const data = objectOf(objectOf(res.json())?.data)
    return accountCheck(
      ctx.query,
      'data.exist',
      data?.exist,
      { taken: [REGISTERED], free: [NOT_REGISTERED] },
      'account inspection answer',
    )
  },
})
