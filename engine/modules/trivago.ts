/**
 * trivago. POST https://access.trivago.com/oauth/api/members/exists with the form field
 * email is the trivago sign-in page's first question: {"exists": true} when a member uses
 * the address, {"exists": false} when not.
 *
 * Silent: the page asks it to choose between its password and sign-up forms; it sends
 * nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const trivagoModule = emailModule({
  id: 'trivago',
  name: 'trivago',
  category: 'travel',
  url: 'https://www.trivago.com/',
  hosts: ['access.trivago.com'],
  finding: 'account',
  silence:
    "The sign-in page's first question, choosing between its password and sign-up forms; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://access.trivago.com/oauth/api/members/exists', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://access.trivago.com',
        referer: 'https://access.trivago.com/oauth/en-US/login',
      },
      body: new URLSearchParams({ email: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const { exists } = res.json<{ exists?: unknown }>()
    return flagCheck(ctx.query, 'exists', exists, true, 'member check answer')
  },
})
