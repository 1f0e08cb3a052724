/**
 * X (Twitter). GET https://api.x.com/i/users/email_available.json?email=… answers
 * {"valid":false,"msg":"Email has already been taken.","taken":true} for a registered
 * address and {"valid":true,"msg":"Available!","taken":false} for a free one.
 *
 * Silent: the sign-up form's availability check; it creates nothing and sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const xEmailModule: LookupModule = {
  id: 'x-email',
  name: 'X (Twitter)',
  category: 'social',
  types: ['email'],
  url: 'https://x.com/',
  hosts: ['api.x.com'],
  kind: 'module',
  silence: "The sign-up form's email-availability check; it creates nothing and sends nothing.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.x.com/i/users/email_available.json?${new URLSearchParams({ email: ctx.query })}`,
      { headers: { accept: 'application/json', origin: 'https://x.com' } },
    )
    if (res.status !== 200) return unexpected(res)
    const { taken } = res.json<{ taken?: unknown }>()
    return flagCheck(ctx.query, 'taken', taken, true, 'email availability answer')
  },
}
