/**
 * Replit. POST https://replit.com/data/user/exists with {"email"} answers {"exists": true}
 * or {"exists": false}.
 *
 * Silent: the sign-up form asks it before offering to create an account; it sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const replitEmailModule = emailModule({
  id: 'replit-email',
  name: 'Replit',
  category: 'coding',
  url: 'https://replit.com/',
  hosts: ['replit.com'],
  silence:
    'The existence check the sign-up form makes before offering to create an account; it sends nothing.',
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
})
