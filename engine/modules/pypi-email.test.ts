import { pypiEmailModule } from './pypi-email.ts'
import { ADDRESS, describeRecordedCheck, signUpForm } from './_email/testing.ts'
import { UNRECOGNISED, fixture } from './_shared/testing.ts'

const TOKEN = '7f3c9a1e5b2d4f60a8c7e9b1d3f5a7c9e1b3d5f7'
const { page, submit } = signUpForm(
  'https://pypi.org',
  {
    page: '/account/register/',
    body: fixture('pypi-email', 'register.html'),
    cookie: 'session_id=Zm9vYmFyLXNlc3Npb24; Path=/; Secure; HttpOnly; SameSite=Lax',
  },
  '/account/register/',
  {
    csrf_token: TOKEN,
    full_name: '',
    email: ADDRESS,
    username: '',
    new_password: '',
    password_confirm: '',
    confirm_form: '',
  },
)

/** PyPI's answer to the refused form: the form again, its email field's errors as given. */
const refused = (emailErrors: string) =>
  fixture('pypi-email', 'refused.html').replace('{email-errors}', emailErrors)
const emailError = (text: string) =>
  `<div id="email-errors">\n<ul class="form-errors" role="alert">\n<li>${text}</li>\n</ul>\n</div>`

describeRecordedCheck(pypiEmailModule, {
  check: submit,
  page,
  bodies: {
    found: refused(
      emailError(
        'This email address is already being used by another account. Use a different email.',
      ),
    ),
    notFound: refused('<div id="email-errors"></div>'),
  },
  proof: {
    found:
      /HTTP 200, email-errors says "This email address is already being used by another account\."$/,
    notFound: /HTTP 200, email-errors is empty while password-errors refuses the blank password$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.html',
  rateLimitedAtPage: true,
  cases: {
    'gives no verdict when the address is refused for its domain': {
      answers: [
        page(),
        submit(
          200,
          refused(
            emailError(
              'You can&#39;t use an email address from this domain. Use a different email.',
            ),
          ),
        ),
      ],
      ...UNRECOGNISED,
    },
    'gives no verdict on a page without the error blocks (registration switched off)': {
      answers: [page(), submit(200, '<html><head><title>PyPI</title></head><body></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
