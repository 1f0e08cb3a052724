/**
 * Wix. POST https://users.wix.com/wix-users/v1/userAccountsByEmail with {"email"} is what the
 * sign-in page asks to pick the accounts behind an address: 200 {"accountsData":[…]} lists
 * them when there are any, and the API answers 404 (a JSON error) when the address has none.
 *
 * Silent: the sign-in page's first step, choosing which account and method to offer; it
 * starts no sign-in and sends nothing. Answer shape from public tool data (user-scanner), not
 * verified live: the entries of accountsData are only counted, never read.
 */
import { objectOf, parseJson } from './_email/forms.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const wixModule = emailModule({
  id: 'wix',
  name: 'Wix',
  category: 'business',
  url: 'https://www.wix.com/',
  hosts: ['users.wix.com'],
  finding: 'account',
  silence:
    "The sign-in page's first step, choosing which account and method to offer; it starts no sign-in and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://users.wix.com/wix-users/v1/userAccountsByEmail', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/plain, */*',
        'x-wix-client-artifact-id': 'login-react-app',
        origin: 'https://users.wix.com',
        referer: 'https://users.wix.com/signin/signup',
      },
      body: { email: ctx.query },
    })
    // The API's own 404 is a JSON error; an HTML 404 page is some other server's answer.
    if (res.status === 404 && objectOf(parseJson(res.text))) {
      return notFound('the accounts API knows no account for the address')
    }
    if (res.status !== 200) return unexpected(res)
    const accounts = objectOf(res.json())?.accountsData
    if (!Array.isArray(accounts) || accounts.length === 0) return unrecognised('account list')
    return found(
      `field accountsData lists ${accounts.length} account${accounts.length === 1 ? '' : 's'}`,
      buildRecord({ email: ctx.query }, [pv.int('accounts', 'Accounts', accounts.length)]),
    )
  },
})
