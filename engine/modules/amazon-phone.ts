/**
 * Amazon (marketplace). The sign-in page (GET https://www.amazon.com/ap/signin?…) takes an
 * address or a mobile number first; posting its form (POST https://www.amazon.com/ap/signin,
 * the page's hidden fields and cookies, the number in the field "email" as digits with the
 * calling code) answers the password step when an account holds the number (the page carries
 * the element id "auth-password-missing-alert") and the form again with "We cannot find an
 * account with that mobile number" when none does.
 *
 * Silent: only the identifier step is posted; no password is tried, and the one-time code
 * Amazon can offer instead is sent only when the holder's screen asks for it, never here.
 *
 * Shows no masked contact. The flow, the field and the found page's marker from public tool
 * data (ignorant's amazon module); the not-found sentence from Amazon's sign-in page as it
 * reads for addresses, with "mobile number" in its place. Not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { FORM_ENCODED } from './_email/one-request-check.ts'
import { phoneModule } from './_phone/phone-check.ts'
import { decodeAttribute } from './_shared/html.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const SIGN_IN = 'https://www.amazon.com/ap/signin'

/** The OpenID request the site's own "Sign in" link makes. */
const OPENID = new URLSearchParams({
  'openid.pape.max_auth_age': '0',
  'openid.return_to': 'https://www.amazon.com/?ref_=nav_ya_signin',
  'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
  'openid.assoc_handle': 'usflex',
  'openid.mode': 'checkid_setup',
  'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
  'openid.ns': 'http://specs.openid.net/auth/2.0',
})

const PASSWORD_STEP = 'id="auth-password-missing-alert"'
const NO_ACCOUNT = 'We cannot find an account with that mobile number'
const CAPTCHA = /auth-captcha-image|Enter the characters you see/

/** The hidden fields of the page's form (its tokens), name → value. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<input\s[^>]*>/gi)) {
    if (!/\stype\s*=\s*["']?hidden/i.test(tag)) continue
    const name = /\sname\s*=\s*"([^"]*)"/i.exec(tag)?.[1]
    const value = /\svalue\s*=\s*"([^"]*)"/i.exec(tag)?.[1]
    if (name) fields[name] = decodeAttribute(value ?? '')
  }
  return fields
}

const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9' }

export const amazonPhoneModule = phoneModule({
  id: 'amazon-phone',
  name: 'Amazon',
  category: 'shopping',
  url: 'https://www.amazon.com/',
  hosts: ['www.amazon.com'],
  silence:
    "Only the sign-in form's first step, the number, is posted; no password is tried and no code is asked for.",
  fixtures: { present: '+12015550123', absent: '+12015550199' },
  async run(ctx, phone) {
    const page = await ctx.http.request(`${SIGN_IN}?${OPENID}`, { headers: HEADERS })
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const fields = hiddenFields(page.text)
    if (!fields.appActionToken) return unrecognised('sign-in page (no form token)')
    const res = await ctx.http.request(SIGN_IN, {
      method: 'POST',
      headers: {
        ...HEADERS,
        'content-type': FORM_ENCODED,
        origin: 'https://www.amazon.com',
        referer: page.url,
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: new URLSearchParams({ ...fields, email: phone.digits }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    if (CAPTCHA.test(res.text)) {
      return { status: 'unknown', reason: 'captcha', message: 'Amazon asked for a captcha' }
    }
    if (res.text.includes(PASSWORD_STEP)) {
      return found(
        'the password step (auth-password-missing-alert)',
        buildRecord({ phone: phone.e164 }),
      )
    }
    if (res.text.includes(NO_ACCOUNT)) return notFound(`the page says "${NO_ACCOUNT}"`)
    return unrecognised('sign-in answer')
  },
})
