/**
 * Adobe. POST https://auth.services.adobe.com/signin/v2/users/accounts with
 * {"username","usernameType":"EMAIL"} (client id header x-ims-clientid) answers the list of
 * Adobe accounts behind the address: [] when there is none, otherwise one entry per account
 * with its type and sign-in methods.
 *
 * Silent: the sign-in page's first step, choosing which account and method to offer. It
 * sends no code and starts no password recovery (the /challenges call some tools add for
 * recovery hints is left out on purpose).
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface AdobeAccount {
  type?: string
  authenticationMethods?: { id?: string }[]
  status?: { code?: string }
  hasT2ELinked?: boolean
}

export const adobeModule = emailModule({
  id: 'adobe',
  name: 'Adobe',
  category: 'art',
  url: 'https://account.adobe.com/',
  hosts: ['auth.services.adobe.com'],
  finding: 'account',
  silence:
    "The sign-in page's first step, which picks the account and method to offer; it sends no code and starts no recovery (the recovery-hint call is never made).",
  async run(ctx) {
    const res = await ctx.http.request('https://auth.services.adobe.com/signin/v2/users/accounts', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/plain, */*',
        'x-ims-clientid': 'adobedotcom2',
        origin: 'https://auth.services.adobe.com',
      },
      body: { username: ctx.query, usernameType: 'EMAIL' },
    })
    if (res.status !== 200) return unexpected(res)
    const accounts = res.json<AdobeAccount[]>()
    if (!Array.isArray(accounts)) return unrecognised('account list')
    if (accounts.length === 0) return notFound('the account list is empty')
    // The list answers for the address asked; its entries carry no name to compare.
    return found(
      `the account list holds ${accounts.length} account${accounts.length === 1 ? '' : 's'}`,
      ...accounts.map((account) =>
        buildRecord({ email: ctx.query }, [
          pv.str('account_type', 'Account type', account.type),
          pv.str(
            'sign_in_methods',
            'Sign-in methods',
            (account.authenticationMethods ?? [])
              .map((method) => method.id)
              .filter(Boolean)
              .join(', '),
          ),
          pv.str('account_status', 'Account status', account.status?.code),
          pv.bool('business_linked', 'Linked to a business account', account.hasT2ELinked),
        ]),
      ),
    )
  },
})
