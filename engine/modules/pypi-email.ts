/**
 * PyPI. GET https://pypi.org/account/register/ gives the session cookie and the form's
 * csrf_token; POST https://pypi.org/account/register/ with that token, the address and blank
 * username and passwords is refused, and the registration page comes back with each field's
 * errors in its own block: <div id="email-errors"> holds "This email address is already being
 * used by another account. Use a different email." when an account uses the address, and
 * stays empty when it is free, while <div id="password-errors"> shows the blank password was
 * refused. Any other email error (a prohibited or undeliverable domain) gives no verdict.
 *
 * Silent: blank passwords fail the form (InputRequired), so no account is created and the
 * verification mail, sent only after a created account, never goes out. The honeypot field
 * confirm_form is sent empty. Answers read from PyPI's open-source code (warehouse: the
 * register view, RegistrationForm, templates/accounts/register.html), not verified live.
 */
import { inputValue } from './_email/forms.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = 'This email address is already being used by another account.'

/** The inside of one field's error block, `<div id="…-errors">…</div>`, or undefined. */
function errorBlock(html: string, id: string): string | undefined {
  const match = new RegExp(`<div id="${id}">([\\s\\S]*?)</div>`).exec(html)
  return match?.[1]
}

const REGISTER = 'https://pypi.org/account/register/'

export const pypiEmailModule = pageThenAsk({
  id: 'pypi-email',
  name: 'PyPI',
  category: 'coding',
  url: 'https://pypi.org/',
  hosts: ['pypi.org'],
  silence:
    'The registration form sent with a blank username and passwords, which always fails validation: no account is created, so no verification mail goes out.',
  page: { url: REGISTER, what: 'registration page' },
  token: {
    read: (page) => inputValue(page.text, 'csrf_token'),
    missing: 'unrecognised registration page (no form token)',
  },
  ask: (email, { cookie, token }) => ({
    url: REGISTER,
    options: {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://pypi.org',
        referer: REGISTER,
        cookie,
      },
      body: new URLSearchParams({
        csrf_token: token,
        full_name: '',
        email,
        username: '',
        new_password: '',
        password_confirm: '',
        confirm_form: '',
      }).toString(),
      // A created account would redirect; the refused form is the answer.
      followRedirects: false,
    },
  }),
  answer(res, query) {
    if (res.status !== 200) return unexpected(res)
    const email = errorBlock(res.text, 'email-errors')
    const password = errorBlock(res.text, 'password-errors')
    if (email === undefined || password === undefined) return unrecognised('registration answer')
    if (email.includes(TAKEN)) {
      return found(`email-errors says "${TAKEN}"`, buildRecord({ email: query }))
    }
    if (!email.includes('<li>') && password.includes('<li>')) {
      return notFound('email-errors is empty while password-errors refuses the blank password')
    }
    return unrecognised('registration answer')
  },
})
