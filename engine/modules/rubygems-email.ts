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
import { inputValue } from './_email/forms.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = '<li>Email address has already been taken</li>'
const EMAIL_ERROR = /<li>Email address /
const PASSWORD_BLANK = /<li>Password can(?:'|&#39;)t be blank<\/li>/

const SIGN_UP = 'https://rubygems.org/sign_up'

export const rubygemsEmailModule = pageThenAsk({
  id: 'rubygems-email',
  name: 'RubyGems',
  category: 'coding',
  url: 'https://rubygems.org/',
  hosts: ['rubygems.org'],
  silence:
    'The sign-up form sent with a blank password, which can never be saved: no account is created, so no confirmation mail goes out.',
  page: { url: SIGN_UP, what: 'sign-up page' },
  token: {
    read: (page) => inputValue(page.text, 'authenticity_token'),
    missing: 'unrecognised sign-up page (no form token)',
  },
  ask: (email, { cookie, token }) => ({
    url: 'https://rubygems.org/users',
    options: {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://rubygems.org',
        referer: SIGN_UP,
        cookie,
      },
      body: new URLSearchParams({
        authenticity_token: token,
        'user[email]': email,
        'user[password]': '',
      }).toString(),
      // A save would redirect; the refused form is the answer, so nothing is followed.
      followRedirects: false,
    },
  }),
  answer(res, query) {
    if (res.status !== 200 && res.status !== 422) return unexpected(res)
    if (res.text.includes(TAKEN)) {
      return found(
        'the error list says "Email address has already been taken"',
        buildRecord({ email: query }),
      )
    }
    if (PASSWORD_BLANK.test(res.text) && !EMAIL_ERROR.test(res.text)) {
      return notFound('the error list names the blank password and nothing about the email address')
    }
    return unrecognised('sign-up answer')
  },
})
