/**
 * amoCRM. POST https://www.amocrm.com/account/check_login.php with the form field LOGIN (the
 * sign-up form's address) answers {"status":"used"} when an account signs in with it and
 * {"status":"free"} when none does.
 *
 * Silent: the sign-up form's availability check, asked before anything is created; it sends
 * nothing. Answer shape from public tool data (holehe), not verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { objectOf } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const amocrmModule = emailModule({
  id: 'amocrm',
  name: 'amoCRM',
  category: 'business',
  url: 'https://www.amocrm.com/',
  hosts: ['www.amocrm.com'],
  finding: 'account',
  silence:
    "The sign-up form's availability check, asked before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.amocrm.com/account/check_login.php', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.amocrm.com',
        referer: 'https://www.amocrm.com/',
      },
      body: new URLSearchParams({ LOGIN: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    return accountCheck(
      ctx.query,
      'field status',
      answer?.status,
      { taken: ['used'], free: ['free'] },
      'login availability answer',
    )
  },
})
