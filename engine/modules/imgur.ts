/**
 * Imgur. POST https://imgur.com/signin/ajax_email_available with the form field email answers
 * {"data":{"available": false},"success":true,"status":200} when an account uses the address.
 *
 * Silent: the registration form's availability check; it sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const imgurModule = emailModule({
  id: 'imgur',
  name: 'Imgur',
  category: 'art',
  url: 'https://imgur.com/',
  hosts: ['imgur.com'],
  silence:
    "The registration form's email-availability check; no account is made and nothing is sent.",
  async run(ctx) {
    const res = await ctx.http.request('https://imgur.com/signin/ajax_email_available', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://imgur.com',
        referer: 'https://imgur.com/register',
      },
      body: new URLSearchParams({ email: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const available = res.json<{ data?: { available?: unknown } }>().data?.available
    return flagCheck(ctx.query, 'data.available', available, false, 'email availability answer')
  },
})
