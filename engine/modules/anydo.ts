/**
 * Any.do. POST https://sm-prod2.any.do/check_email with {"email"} answers
 * {"user_exists": true|false}.
 *
 * Silent: the app's first sign-in step, deciding between the password and the sign-up
 * screen; it sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const anydoModule = emailModule({
  id: 'anydo',
  name: 'Any.do',
  category: 'business',
  url: 'https://www.any.do/',
  hosts: ['sm-prod2.any.do'],
  silence:
    "The app's first sign-in step, which only picks between the password and sign-up screens; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://sm-prod2.any.do/check_email', {
      method: 'POST',
      headers: { accept: 'application/json', 'x-platform': '3', origin: 'https://desktop.any.do' },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const body = res.json<{ user_exists?: unknown }>()
    return flagCheck(ctx.query, 'user_exists', body.user_exists, true, 'account check answer')
  },
})
