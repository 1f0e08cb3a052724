/**
 * Imgur. POST https://imgur.com/signin/ajax_email_available with the form field email answers
 * {"data":{"available": false},"success":true,"status":200} when an account uses the address.
 *
 * Silent: the registration form's availability check; it sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const imgurModule: LookupModule = {
  id: 'imgur',
  name: 'Imgur',
  category: 'art',
  types: ['email'],
  url: 'https://imgur.com/',
  hosts: ['imgur.com'],
  kind: 'module',
  silence:
    "The registration form's email-availability check; no account is made and nothing is sent.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
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
}
