/**
 * Diigo. GET https://www.diigo.com/user_mana2/check_email?email=… is the sign-up form's
 * address check: it answers the bare text 0 when an account uses the address and 1 when it
 * is free.
 *
 * Silent: the sign-up form asks it before anything is created; it sends nothing. Answers from
 * public tool data (holehe reads 0 as taken; a sign-up script reads 1 as free), not verified
 * live.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const diigoEmailModule = emailModule({
  id: 'diigo-email',
  name: 'Diigo',
  category: 'education',
  url: 'https://www.diigo.com/',
  hosts: ['www.diigo.com'],
  finding: 'account',
  silence: "The sign-up form's address check, asked before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.diigo.com/user_mana2/check_email?${new URLSearchParams({ email: ctx.query })}`,
      {
        headers: {
          accept: '*/*',
          'x-requested-with': 'XMLHttpRequest',
          referer: 'https://www.diigo.com/sign-up?plan=free',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    return accountCheck(
      ctx.query,
      'the body',
      res.text.trim(),
      { taken: ['0'], free: ['1'] },
      'address check answer',
    )
  },
})
