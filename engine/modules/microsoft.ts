/**
 * Microsoft (work, school and personal accounts). POST
 * https://login.microsoftonline.com/common/GetCredentialType with {"username", …} answers
 * IfExistsResult: 0 = an account exists, 5 = it exists with another identity provider (a
 * personal Microsoft account), 6 = it exists in another tenant, 1 = no account;
 * ThrottleStatus 1 means the answer was withheld.
 *
 * Silent: this is the request the sign-in page sends when an address is typed, before any
 * password. We tell it the client supports no Authenticator push (isRemoteNGCSupported),
 * no FIDO key, no temporary access pass and no one-time codes (otclogindisallowed), so it
 * has nothing to send to the owner's phone or inbox.
 */
import { readCredentialType } from './_shared/credential-type.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, sameName, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface CredentialType {
  Username?: string
  IfExistsResult?: number
  ThrottleStatus?: number
  IsUnmanaged?: boolean
  Credentials?: { PrefCredential?: number; HasPassword?: boolean }
  EstsProperties?: { DomainType?: number }
}

const ACCOUNT_KINDS: Record<number, string> = {
  0: 'Work or school account',
  5: 'Personal Microsoft account or other identity provider',
  6: 'Work or school account in another tenant',
}
const NO_ACCOUNT = 1

export const microsoftModule = emailModule({
  id: 'microsoft',
  name: 'Microsoft',
  category: 'tech',
  url: 'https://login.microsoftonline.com/',
  hosts: ['login.microsoftonline.com'],
  finding: 'account',
  silence:
    "The question the sign-in page asks when an address is typed, before any password. It says the client takes no push, code or security-key sign-in, so nothing goes to the owner's phone or inbox.",
  fixtures: { present: 'test@outlook.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request(
      'https://login.microsoftonline.com/common/GetCredentialType',
      {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: {
          username: ctx.query,
          isOtherIdpSupported: true,
          checkPhones: false,
          isRemoteNGCSupported: false,
          isCookieBannerShown: false,
          isFidoSupported: false,
          isAccessPassSupported: false,
          isRemoteConnectSupported: false,
          forceotclogin: false,
          otclogindisallowed: true,
          isSignup: false,
          originalRequest: '',
          flowToken: '',
        },
      },
    )
    const read = readCredentialType<CredentialType>(res)
    if ('outcome' in read) return read.outcome
    const { answer } = read
    // The answer names the address it is about: it must be the one asked.
    if (!sameName(answer.Username, ctx.query)) {
      return unrecognised('credential type answer (its Username is not the address asked)')
    }
    const about = `for Username '${answer.Username}'`
    if (answer.IfExistsResult === NO_ACCOUNT) {
      return notFound(`IfExistsResult is 1 (no account) ${about}`)
    }
    const kind =
      answer.IfExistsResult === undefined ? undefined : ACCOUNT_KINDS[answer.IfExistsResult]
    if (!kind) return unrecognised('credential type answer')
    return found(
      `IfExistsResult is ${answer.IfExistsResult} (${kind.toLowerCase()}) ${about}`,
      buildRecord({ email: ctx.query }, [
        pv.str('account_kind', 'Account kind', kind),
        pv.bool('has_password', 'Has a password', answer.Credentials?.HasPassword),
        pv.bool('unmanaged', 'Unmanaged (self-service) tenant', answer.IsUnmanaged),
      ]),
    )
  },
})
