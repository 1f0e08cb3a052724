/**
 * X (Twitter). GET https://api.x.com/i/users/email_available.json?email=… answers
 * {"valid":false,"msg":"Email has already been taken.","taken":true} for a registered
 * address and {"valid":true,"msg":"Available!","taken":false} for a free one.
 *
 * Silent: the sign-up form's availability check; it creates nothing and sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const xEmailModule = emailModule({
  id: 'x-email',
  name: 'X (Twitter)',
  category: 'social',
  url: 'https://x.com/',
  hosts: ['api.x.com'],
  silence: "The sign-up form's email-availability check; it creates nothing and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.x.com/i/users/email_available.json?${new URLSearchParams({ email: ctx.query })}`,
      { headers: { accept: 'application/json', origin: 'https://x.com' } },
    )
    if (res.status !== 200) return unexpected(res)
    const { taken } = res.json<{ taken?: unknown }>()
    return flagCheck(ctx.query, 'taken', taken, true, 'email availability answer')
  },
})
