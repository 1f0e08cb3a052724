/**
 * NaturaBuy (French hunting and fishing marketplace). POST
 * https://www.naturabuy.fr/includes/ajax/register.php with the multipart fields
 * jsref=email, jsvalue={address}, registerMode=full is the registration form's live check
 * of one field: it answers {"free": false} when a member uses the address and
 * {"free": true} when it is free.
 *
 * Silent: the form checks each field as it is filled in; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { FORM_BOUNDARY, multipartBody } from './_email/multipart.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const naturabuyModule = emailModule({
  id: 'naturabuy',
  name: 'NaturaBuy',
  category: 'shopping',
  url: 'https://www.naturabuy.fr/',
  hosts: ['www.naturabuy.fr'],
  finding: 'account',
  silence: "The registration form's live check of one field; nothing is created or sent.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.naturabuy.fr/includes/ajax/register.php', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}`,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.naturabuy.fr',
        referer: 'https://www.naturabuy.fr/register.php',
      },
      body: multipartBody({ jsref: 'email', jsvalue: ctx.query, registerMode: 'full' }),
    })
    if (res.status !== 200) return unexpected(res)
    const { free } = res.json<{ free?: unknown }>()
    return flagCheck(ctx.query, 'free', free, false, 'registration field check')
  },
})
