/**
 * Instagram. GET https://www.instagram.com/accounts/emailsignup/ sets the csrftoken cookie;
 * POST https://www.instagram.com/api/v1/web/accounts/web_create_ajax/attempt/ (the sign-up
 * form's dry run) answers {"errors":{"email":[{"code":"email_is_taken"}]},…,"status":"ok"}
 * when an account uses the address, and the same shape without an email error when not.
 *
 * Silent: /attempt/ only validates (dryrun) and never creates an account; the form is sent
 * without a password, so it could not pass anyway. The account-recovery endpoint some tools
 * use instead mails the owner a reset link, and is never called here.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface AttemptAnswer {
  status?: string
  message?: string
  errors?: Record<string, { code?: string; message?: string }[]>
}

/** Instagram's public web client id, sent by its own pages. */
const WEB_APP_ID = '936619743392459'
/** A username nobody holds; only the email's verdict is read from the dry run. */
const PLACEHOLDER_USERNAME = 'zq_lookup_placeholder_7d1f9b3x'
const EMAIL_TAKEN = new Set(['email_is_taken', 'email_sharing_limit'])

export const instagramEmailModule = emailModule({
  id: 'instagram-email',
  name: 'Instagram',
  category: 'social',
  finding: 'account',
  url: 'https://www.instagram.com/',
  hosts: ['www.instagram.com'],
  silence:
    "The sign-up form's dry run, sent without a password: it only validates and never creates an account. The account-recovery call, which would mail the owner, is never made.",
  async run(ctx) {
    const page = await ctx.http.request('https://www.instagram.com/accounts/emailsignup/', {
      followRedirects: false,
    })
    const jar = cookiesFrom(page)
    const token = jar.get('csrftoken') ?? /"csrf_token":"([^"]+)"/.exec(page.text)?.[1]
    if (!token)
      return {
        status: 'unknown',
        reason: 'login_wall',
        message: 'Instagram gave no sign-up session',
      }
    jar.set('csrftoken', token)
    const res = await ctx.http.request(
      'https://www.instagram.com/api/v1/web/accounts/web_create_ajax/attempt/',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: '*/*',
          'x-csrftoken': token,
          'x-ig-app-id': WEB_APP_ID,
          'x-requested-with': 'XMLHttpRequest',
          origin: 'https://www.instagram.com',
          referer: 'https://www.instagram.com/accounts/emailsignup/',
          cookie: cookieHeader(jar),
        },
        body: new URLSearchParams({
          email: ctx.query,
          username: PLACEHOLDER_USERNAME,
          first_name: '',
          opt_into_one_tap: 'false',
        }).toString(),
      },
    )
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const answer = res.json<AttemptAnswer>()
    if (answer.status === 'fail') {
      const rateLimited = /wait a few minutes|try again later/i.test(answer.message ?? '')
      return {
        status: 'unknown',
        reason: rateLimited ? 'rate_limited' : 'blocked',
        message: 'Instagram refused the check',
      }
    }
    if (answer.status !== 'ok' || typeof answer.errors !== 'object')
      return unrecognised('sign-up dry run')
    const emailErrors = answer.errors.email ?? []
    const taken = emailErrors.find((error) => EMAIL_TAKEN.has(error.code ?? ''))
    if (taken) {
      return found(`errors.email has code ${taken.code}`, buildRecord({ email: ctx.query }))
    }
    // The form is sent without a password, so a validated form always refuses something: an
    // answer that refuses other fields but not the email shows the address is free.
    const refused = Object.keys(answer.errors).filter((field) => field !== 'email')
    if (emailErrors.length === 0 && refused.length > 0) {
      return notFound(`no email error, while the dry run refused ${refused.join(', ')}`)
    }
    return unrecognised('sign-up dry run')
  },
})
