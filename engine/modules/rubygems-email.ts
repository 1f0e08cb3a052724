/**
 * RubyGems.org. GET https://rubygems.org/sign_up gives the session cookie and the form's
 * authenticity_token; POST https://rubygems.org/users with that token, user[email] and a blank
 * user[password] is refused, and the sign-up page comes back with its error list
 * ("… prohibited this user from being saved"): "Email address has already been taken" when an
 * account uses the address; only "Password can't be blank" (and no error about the email
 * address) when it is free. A refused domain (disposable, reserved) is an email error of its
 * own and gives no verdict. Sign-ups switched off answer 403.
 *
 * Silent: a blank password can never be saved (Clearance requires one), so no account is
 * created and the confirmation mail, sent only after a save, never goes out. Answers read
 * from RubyGems.org's open-source code (UsersController#create, User validations, the en
 * locale), not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { inputValue } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = '<li>Email address has already been taken</li>'
const EMAIL_ERROR = /<li>Email address /
const PASSWORD_BLANK = /<li>Password can(?:'|&#39;)t be blank<\/li>/

export const rubygemsEmailModule = emailModule({
  id: 'rubygems-email',
  name: 'RubyGems',
  category: 'coding',
  url: 'https://rubygems.org/',
  hosts: ['rubygems.org'],
  finding: 'account',
  silence:
    'The sign-up form sent with a blank password, which can never be saved: no account is created, so no confirmation mail goes out.',
  async run(ctx) {
    const page = await ctx.http.request('https://rubygems.org/sign_up')
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const token = inputValue(page.text, 'authenticity_token')
    if (!token) return unrecognised('sign-up page (no form token)')
    const res = await ctx.http.request('https://rubygems.org/users', {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://rubygems.org',
        referer: 'https://rubygems.org/sign_up',
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: new URLSearchParams({
        authenticity_token: token,
        'user[email]': ctx.query,
        'user[password]': '',
      }).toString(),
      // A save would redirect; the refused form is the answer, so nothing is followed.
      followRedirects: false,
    })
    if (res.status !== 200 && res.status !== 422) return unexpected(res)
    if (res.text.includes(TAKEN)) {
      return found(
        'the error list says "Email address has already been taken"',
        buildRecord({ email: ctx.query }),
      )
    }
    if (PASSWORD_BLANK.test(res.text) && !EMAIL_ERROR.test(res.text)) {
      return notFound('the error list names the blank password and nothing about the email address')
    }
    return unrecognised('sign-up answer')
  },
})
