/**
 * XING. GET https://www.xing.com/start/signup?registration=1 sets the xing_csrf_token
 * cookie; POST https://www.xing.com/welcome/api/signup/validate (header x-csrf-token, that
 * cookie) with {"signup_minireg":{"email",…}} validates the sign-up form and answers
 * {"errors":{field: message}}. The email field's message starts "We already know this e-mail
 * address." when an account uses the address; when none does the email field has no error,
 * while the empty password and names still draw theirs.
 *
 * Silent: form validation only. The form is sent without a password or name, so it could
 * never create an account, and nothing is mailed.
 *
 * Answer shape from public tool data, not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const EMAIL_FIELD = 'signup_minireg[email]'
const KNOWN_ADDRESS = /^We already know this e-mail address/

export const xingEmailModule = emailModule({
  id: 'xing-email',
  name: 'XING',
  category: 'social',
  url: 'https://www.xing.com/',
  hosts: ['www.xing.com'],
  finding: 'account',
  silence:
    "The sign-up form's validation, sent without a password or name so it can never create an account; nothing is mailed.",
  async run(ctx) {
    const page = await ctx.http.request('https://www.xing.com/start/signup?registration=1', {
      headers: { accept: 'text/html' },
    })
    const jar = cookiesFrom(page)
    const token = jar.get('xing_csrf_token')
    if (!token) return unrecognised('sign-up page (no form token)')
    const res = await ctx.http.request('https://www.xing.com/welcome/api/signup/validate', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-csrf-token': token,
        origin: 'https://www.xing.com',
        referer: 'https://www.xing.com/start/signup?registration=1',
        cookie: cookieHeader(jar),
      },
      body: {
        signup_minireg: {
          email: ctx.query,
          password: '',
          tandc_check: '1',
          signup_channel: 'minireg_fullpage',
          first_name: '',
          last_name: '',
        },
      },
    })
    if (res.status !== 200 && res.status !== 422) return unexpected(res)
    const { errors } = res.json<{ errors?: Record<string, unknown> }>()
    if (!errors || typeof errors !== 'object') return unrecognised('sign-up validation')
    const emailError = errors[EMAIL_FIELD]
    if (typeof emailError === 'string' && KNOWN_ADDRESS.test(emailError)) {
      return found(
        `${EMAIL_FIELD} says "We already know this e-mail address."`,
        buildRecord({ email: ctx.query }),
      )
    }
    // Sent without a password, a validated form always refuses something: refusing other
    // fields but not the email shows the address is free.
    const refused = Object.keys(errors).filter((field) => field !== EMAIL_FIELD)
    if (emailError === undefined && refused.length > 0) {
      return notFound(`no ${EMAIL_FIELD} error, while the form refused ${refused.join(', ')}`)
    }
    return unrecognised('sign-up validation')
  },
})
