/**
 * Moodle.org, the Moodle community site (itself a Moodle site). GET
 * https://moodle.org/login/signup.php gives the MoodleSession cookie and the form's sesskey and
 * _qf__login_signup_form fields; POST https://moodle.org/login/signup.php with them, the address
 * (email and email2) and every other required field blank is refused, and the form comes back
 * with each field's error in its own <div id="id_error_<field>">: id_error_email says "This
 * email address is already registered." when an account uses the address, and stays empty
 * when it is free while the blank username and password are refused. Any other email error (a
 * malformed or denied address) gives no verdict.
 *
 * Silent: a form with blank required fields fails validation, so no account is created and the
 * confirmation mail, sent only for a created account, never goes out. (The error text links to
 * the forgotten-password page; it is never followed.) Answers read from Moodle's open-source
 * sign-up form (login/signup_form.php, signup_validate_data, the emailexists string and the form
 * element templates), not verified on moodle.org.
 */
import { inputValue } from './_email/forms.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = 'This email address is already registered.'
const SIGNUP = 'https://moodle.org/login/signup.php'

/** The text inside a field's error element, `<div … id="id_error_<field>">…</div>`. */
function fieldError(html: string, field: string): string | undefined {
  const match = new RegExp(`<div[^>]*\\sid="id_error_${field}"[^>]*>([\\s\\S]*?)</div>`).exec(html)
  return match ? (match[1] ?? '').replace(/<[^>]*>/g, ' ').trim() : undefined
}

export const moodleOrgModule = pageThenAsk({
  id: 'moodle-org',
  name: 'Moodle.org',
  category: 'education',
  url: 'https://moodle.org/',
  hosts: ['moodle.org'],
  silence:
    'The sign-up form sent with its other required fields blank, which always fails validation: no account is created, so no confirmation mail goes out.',
  page: { url: SIGNUP, what: 'sign-up page' },
  token: {
    // The session key and the form's own id, both sent back with the form.
    read(page) {
      const sesskey = inputValue(page.text, 'sesskey')
      const formId = inputValue(page.text, '_qf__login_signup_form')
      return sesskey && formId ? { sesskey, _qf__login_signup_form: formId } : undefined
    },
    missing: 'unrecognised sign-up page (no form keys)',
  },
  ask: (email, { cookie, token }) => ({
    url: SIGNUP,
    options: {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://moodle.org',
        referer: SIGNUP,
        cookie,
      },
      body: new URLSearchParams({
        ...token,
        username: '',
        password: '',
        email,
        email2: email,
        firstname: '',
        lastname: '',
      }).toString(),
      // A created account would be sent on to a confirmation page; the refused form is the answer.
      followRedirects: false,
    },
  }),
  answer(res, query) {
    if (res.status !== 200) return unexpected(res)
    const email = fieldError(res.text, 'email')
    const password = fieldError(res.text, 'password')
    if (email === undefined || password === undefined) return unrecognised('sign-up answer')
    if (email.includes(TAKEN)) {
      return found(`id_error_email says "${TAKEN}"`, buildRecord({ email: query }))
    }
    if (email === '' && password !== '') {
      return notFound('id_error_email is empty while id_error_password refuses the blank password')
    }
    return unrecognised('sign-up answer')
  },
})
