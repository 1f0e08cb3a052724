/**
 * Teamleader Focus. POST https://focus.teamleader.eu/app/emails/availability with {"email"}
 * is the sign-up form's availability check: {"available":false} when an account uses the
 * address, {"available":true} when it is free.
 *
 * Silent: the sign-up form asks it before anything is created; it sends nothing. Answer shape
 * from public tool data (holehe), not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { objectOf } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const teamleaderModule = emailModule({
  id: 'teamleader',
  name: 'Teamleader',
  category: 'business',
  url: 'https://www.teamleader.eu/',
  hosts: ['focus.teamleader.eu'],
  finding: 'account',
  silence:
    "The sign-up form's availability check, asked before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://focus.teamleader.eu/app/emails/availability', {
      method: 'POST',
      headers: {
        accept: '*/*',
        origin: 'https://signup.focus.teamleader.fr',
        referer: 'https://signup.focus.teamleader.fr/',
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    return flagCheck(ctx.query, 'available', answer?.available, false, 'availability answer')
  },
})
