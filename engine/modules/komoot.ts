/**
 * Komoot. POST https://www.komoot.com/v1/signin with {"email", "reason": "header",
 * "new_tab": false} is the sign-in page's first step: {"type": "login", …} when a komoot
 * account uses the address (the page then asks for its password), {"type": "register", …}
 * when none does (the page goes on to sign-up).
 *
 * Silent: the answer only names the next step; the step itself sends no code or link, and
 * the module never takes the next one.
 *
 * Answer shape from public tool data, not verified live.
 */
import type { LookupModule } from '../types.ts'
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const komootModule: LookupModule = {
  id: 'komoot',
  name: 'Komoot',
  category: 'travel',
  types: ['email'],
  url: 'https://www.komoot.com/',
  hosts: ['www.komoot.com'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request('https://www.komoot.com/v1/signin', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/plain, */*',
        origin: 'https://www.komoot.com',
        referer: 'https://www.komoot.com/signin',
      },
      body: { email: ctx.query, reason: 'header', new_tab: false },
    })
    if (res.status !== 200) return unexpected(res)
    const { type } = res.json<{ type?: unknown }>()
    return accountCheck(
      ctx.query,
      'field type',
      type,
      { taken: ['login'], free: ['register'] },
      'sign-in step answer',
    )
  },
}
