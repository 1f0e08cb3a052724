/**
 * Hulu. GET https://signup.hulu.com/api/v2/accounts/status?email=… is the sign-up form's
 * account check: {"status": "existing"} when a Hulu account uses the address,
 * {"status": "available"} when not.
 *
 * Silent: the sign-up form asks it before it offers to create an account or to log in; it
 * creates nothing and sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const huluModule = emailModule({
  id: 'hulu',
  name: 'Hulu',
  category: 'video',
  url: 'https://www.hulu.com/',
  hosts: ['signup.hulu.com'],
  finding: 'account',
  silence:
    "The sign-up form's account check, asked before it offers to create an account or to log in; it creates nothing and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://signup.hulu.com/api/v2/accounts/status?${new URLSearchParams({ email: ctx.query })}`,
      { headers: { accept: 'application/json', referer: 'https://signup.hulu.com/account' } },
    )
    if (res.status !== 200) return unexpected(res)
    const { status } = res.json<{ status?: unknown }>()
    return accountCheck(
      ctx.query,
      'field status',
      status,
      { taken: ['existing'], free: ['available'] },
      'account status answer',
    )
  },
})
