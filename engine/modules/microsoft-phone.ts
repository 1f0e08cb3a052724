/**
 * Microsoft account (Outlook.com, Xbox, Skype, OneDrive), which takes a phone number as the
 * name to sign in with. GET https://login.live.com/login.srf opens the sign-in page; its
 * `ServerData` carries the flow token (the PPFT field of `sFTTag`) and the session id
 * (`sUnauthSessionID`). POST https://login.live.com/GetCredentialType.srf with
 * {"username": "+447400123456", "checkPhones": true, "flowToken", "uaid", …} is what the page
 * sends once a number is typed, before any password: IfExistsResult 0 means an account has
 * the number as its sign-in name, 1 means none; ThrottleStatus 1 means Microsoft withheld
 * the answer. The answer's Username names the number it is about.
 *
 * Silent: the identifier step chooses what the page shows next and nothing else. The request
 * says the client takes no Authenticator push (isRemoteNGCSupported false), no security key
 * and no one-time code (otclogindisallowed), so there is nothing to send to the owner.
 * Request shape from public tool code (phonsint, gophoner) and Microsoft's own sign-in page;
 * not verified live.
 */
import type { HttpResponse } from '../types.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { readCredentialType } from './_shared/credential-type.ts'
import { pv } from './_shared/fields.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface CredentialType {
  Username?: unknown
  IfExistsResult?: unknown
  ThrottleStatus?: unknown
  Credentials?: { HasPassword?: unknown }
}

const EXISTS = 0
const NO_ACCOUNT = 1

/** The page's flow token and session id, read from its ServerData. */
function session(page: HttpResponse): { flowToken: string; uaid: string } | undefined {
  // sFTTag holds an escaped <input name="PPFT" … value="…"> inside the ServerData JSON.
  const flowToken = /name=\\?"PPFT\\?"[^>]*?value=\\?"([^"\\]+)/.exec(page.text)?.[1]
  const uaid = /"sUnauthSessionID":"([0-9a-fA-F]+)"/.exec(page.text)?.[1]
  return flowToken && uaid ? { flowToken, uaid } : undefined
}

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '')

export const microsoftPhoneModule = phoneModule({
  id: 'microsoft-phone',
  name: 'Microsoft account',
  category: 'identity',
  url: 'https://login.live.com/',
  hosts: ['login.live.com'],
  silence:
    "The sign-in page's identifier step, sent before any password. It tells Microsoft the client takes no push, code or security key, so nothing goes to the owner's phone or inbox.",
  async lookup(phone, ctx) {
    const page = await ctx.http.request('https://login.live.com/login.srf', {
      headers: { accept: 'text/html' },
    })
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const flow = session(page)
    if (!flow) return unrecognised('sign-in page (no flow token)')
    const res = await ctx.http.request('https://login.live.com/GetCredentialType.srf', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: 'https://login.live.com',
        referer: 'https://login.live.com/login.srf',
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: {
        username: encodePhone(phone, 'e164'),
        uaid: flow.uaid,
        flowToken: flow.flowToken,
        checkPhones: true,
        isOtherIdpSupported: false,
        isRemoteNGCSupported: false,
        isCookieBannerShown: false,
        isFidoSupported: false,
        isRemoteConnectSupported: false,
        forceotclogin: false,
        otclogindisallowed: true,
        isExternalFederationDisallowed: false,
        isSignup: false,
        federationFlags: 0,
        country: '',
      },
    })
    const read = readCredentialType<CredentialType>(res)
    if ('outcome' in read) return read.outcome
    const { answer } = read
    // The answer names the number it is about, in whatever form: its digits must be ours.
    const named = digits(answer.Username)
    if (named !== phone.e164.slice(1) && named !== encodePhone(phone, 'national-digits')) {
      return unrecognised('credential type answer (its Username is not the number asked)')
    }
    if (answer.IfExistsResult === NO_ACCOUNT) return notFound('IfExistsResult is 1 (no account)')
    if (answer.IfExistsResult !== EXISTS) return unrecognised('credential type answer')
    return phoneAccount(phone, 'IfExistsResult is 0 (an account signs in with the number)', [
      pv.bool('has_password', 'Has a password', answer.Credentials?.HasPassword as boolean),
    ])
  },
})
