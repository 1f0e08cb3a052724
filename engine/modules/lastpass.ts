/**
 * LastPass. GET https://lastpass.com/create_account.php?check=avail&skipcontent=1&mistype=1&username=…
 * answers the plain text "no" when the address already has a vault, "ok" when it is free
 * ("emailinvalid" for an address LastPass would not accept).
 *
 * Silent: the account-creation form's availability check; it creates and sends nothing.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const lastpassModule = emailModule({
  id: 'lastpass',
  name: 'LastPass',
  category: 'tech',
  url: 'https://www.lastpass.com/',
  hosts: ['lastpass.com'],
  silence: "The account-creation form's availability check; it creates no vault and sends nothing.",
  async run(ctx) {
    const params = new URLSearchParams({
      check: 'avail',
      skipcontent: '1',
      mistype: '1',
      username: ctx.query,
    })
    const res = await ctx.http.request(`https://lastpass.com/create_account.php?${params}`, {
      headers: {
        accept: '*/*',
        'x-requested-with': 'XMLHttpRequest',
        referer: 'https://lastpass.com/',
      },
    })
    if (res.status !== 200) return unexpected(res)
    // "emailinvalid": LastPass refuses the address itself, so no vault can carry it.
    return accountCheck(
      ctx.query,
      'the body',
      res.text.trim(),
      { taken: ['no'], free: ['ok', 'emailinvalid'] },
      'availability answer',
    )
  },
})
