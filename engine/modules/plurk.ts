/**
 * Plurk. POST https://www.plurk.com/Users/isEmailFound with the form field email answers the
 * plain text "True" or "False".
 *
 * Silent: the sign-up form's duplicate check; it sends nothing.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const plurkModule = emailModule({
  id: 'plurk',
  name: 'Plurk',
  category: 'social',
  url: 'https://www.plurk.com/',
  hosts: ['www.plurk.com'],
  silence: "The sign-up form's duplicate-address check; it creates nothing and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.plurk.com/Users/isEmailFound', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.plurk.com',
      },
      body: new URLSearchParams({ email: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    return accountCheck(
      ctx.query,
      'the body',
      res.text.trim(),
      { taken: ['True'], free: ['False'] },
      'duplicate check answer',
    )
  },
})
