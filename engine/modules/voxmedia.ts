/**
 * Vox Media (The Verge, Polygon, SB Nation…). POST
 * https://auth.voxmedia.com/chorus_auth/email_valid.json with the form field email answers
 * {"available": false, …} when an account uses the address.
 *
 * Silent: the shared sign-in form's first check; it sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const voxmediaModule = emailModule({
  id: 'voxmedia',
  name: 'Vox Media',
  category: 'news',
  url: 'https://auth.voxmedia.com/',
  hosts: ['auth.voxmedia.com'],
  silence:
    "The first check of Vox Media's shared sign-in form, made on the typed address; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://auth.voxmedia.com/chorus_auth/email_valid.json', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://auth.voxmedia.com',
      },
      body: new URLSearchParams({ email: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const { available } = res.json<{ available?: unknown }>()
    return flagCheck(ctx.query, 'available', available, false, 'email check answer')
  },
})
