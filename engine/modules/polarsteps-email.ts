/**
 * Polarsteps. POST https://www.polarsteps.com/validation/unique with the form fields
 * field=users.email and value={address} is the sign-up form's uniqueness check: the bare
 * word OK when no traveller uses the address, INVALID when one does (the check asks only
 * whether the value is unique, so INVALID means "taken").
 *
 * Silent: the form asks it while the address is typed; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const polarstepsEmailModule = emailModule({
  id: 'polarsteps-email',
  name: 'Polarsteps',
  category: 'travel',
  url: 'https://www.polarsteps.com/',
  hosts: ['www.polarsteps.com'],
  finding: 'account',
  silence:
    "The sign-up form's uniqueness check, asked while the address is typed; nothing is created or sent.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.polarsteps.com/validation/unique', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded',
        'polarsteps-api-version': '55',
        'polarsteps-user-language': 'en-US',
      },
      body: new URLSearchParams({ field: 'users.email', value: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    return accountCheck(
      ctx.query,
      'the body',
      res.text.trim(),
      { taken: ['INVALID'], free: ['OK'] },
      'uniqueness answer',
    )
  },
})
