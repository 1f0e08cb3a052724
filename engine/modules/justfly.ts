/**
 * JustFly. POST https://www.justfly.com/account/modal-login-check-email with the form fields
 * email and include_header=1 is the sign-in dialog's address check: {"result": true,
 * "emailExists": true} when an account uses the address, {"result": true, "emailExists":
 * false} when not ("result": false is a failed check, no verdict).
 *
 * Silent: the dialog asks it before showing the password or sign-up form; it sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const justflyModule = emailModule({
  id: 'justfly',
  name: 'JustFly',
  category: 'travel',
  url: 'https://www.justfly.com/',
  hosts: ['www.justfly.com'],
  finding: 'account',
  silence:
    "The sign-in dialog's address check, asked before it shows the password or sign-up form; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.justfly.com/account/modal-login-check-email', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.justfly.com',
      },
      body: new URLSearchParams({ email: ctx.query, include_header: '1' }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<{ result?: unknown; emailExists?: unknown }>()
    if (answer.result !== true) return unrecognised('email check answer (the check failed)')
    return flagCheck(ctx.query, 'emailExists', answer.emailExists, true, 'email check answer')
  },
})
