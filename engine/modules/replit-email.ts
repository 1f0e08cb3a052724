/**
 * Replit. POST https://replit.com/data/user/exists with {"email"} answers {"exists": true}
 * or {"exists": false}.
 *
 * Silent: the sign-up form asks it before offering to create an account; it sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const replitEmailModule: LookupModule = {
  id: 'replit-email',
  name: 'Replit',
  category: 'coding',
  types: ['email'],
  url: 'https://replit.com/',
  hosts: ['replit.com'],
  kind: 'module',
  silence:
    'The existence check the sign-up form makes before offering to create an account; it sends nothing.',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request('https://replit.com/data/user/exists', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://replit.com',
        referer: 'https://replit.com/signup',
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const { exists } = res.json<{ exists?: unknown }>()
    return flagCheck(ctx.query, 'exists', exists, true, 'account check answer')
  },
}
