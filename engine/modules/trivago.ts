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
import type { LookupModule } from '../types.ts'
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const trivagoModule: LookupModule = {
  id: 'trivago',
  name: 'trivago',
  category: 'travel',
  types: ['email'],
  url: 'https://www.trivago.com/',
  hosts: ['access.trivago.com'],
  kind: 'module',
  finding: 'account',
  silence:
    "The sign-in page's first question, choosing between its password and sign-up forms; it sends nothing.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
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
}
