/**
 * MeWe. POST https://mewe.com/api/v2/auth/check/user/email with {"email"} is the question the
 * sign-up form asks before it offers to create an account: {"exists":true} when an account
 * uses the address, {"exists":false} when none does.
 *
 * Silent: an availability check of the registration form. It creates nothing, starts no
 * sign-in and sends no code or mail.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const meweModule = emailModule({
  id: 'mewe',
  name: 'MeWe',
  category: 'social',
  url: 'https://mewe.com/',
  hosts: ['mewe.com'],
  finding: 'account',
  silence:
    "The registration form's availability check; it creates nothing, starts no sign-in and sends no code or mail.",
  async run(ctx) {
    const res = await ctx.http.request('https://mewe.com/api/v2/auth/check/user/email', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/plain, */*',
        origin: 'https://mewe.com',
        referer: 'https://mewe.com/register',
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const { exists } = res.json<{ exists?: unknown }>()
    return flagCheck(ctx.query, 'exists', exists, true, 'email check answer')
  },
})
