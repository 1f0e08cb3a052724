import { rubygemsEmailModule } from './rubygems-email.ts'
import { ADDRESS, describeRecordedCheck, signUpForm } from './_email/testing.ts'
import { UNRECOGNISED, fixture } from './_shared/testing.ts'

const TOKEN = 'Vd8Jq2Lm5Xr7Nc1Bt4Hw9Zy3Kp6Gs0Fa2Ue5Io8Op1Ta4Ya7Sd3Fg6Hj9Kl2Zx5Cv8B'
const { page, submit } = signUpForm(
  'https://rubygems.org',
  {
    page: '/sign_up',
    body: fixture('rubygems-email', 'sign-up.html'),
    cookie: '_rubygems_session=Qk9vTnZ3ZEx1; path=/; secure; HttpOnly; SameSite=Lax',
  },
  '/users',
  { authenticity_token: TOKEN, 'user[email]': ADDRESS, 'user[password]': '' },
)

/** RubyGems' answer to the refused form: the form again, under the list of its errors. */
const refused = (...errors: string[]) =>
  fixture('rubygems-email', 'refused.html').replace(
    '{errors}',
    `<div class="errorExplanation" id="errorExplanation"><h2>${errors.length} error${errors.length === 1 ? '' : 's'} prohibited this user from being saved</h2><p>There were problems with the following fields:</p><ul>${errors.map((e) => `<li>${e}</li>`).join('')}</ul></div>`,
  )
const BLANK_PASSWORD = 'Password can&#39;t be blank'

describeRecordedCheck(rubygemsEmailModule, {
  check: submit,
  page,
  bodies: {
    found: refused('Email address has already been taken', BLANK_PASSWORD),
    notFound: refused(BLANK_PASSWORD),
  },
  proof: {
    found: /HTTP 200, the error list says "Email address has already been taken"$/,
    notFound:
      /HTTP 200, the error list names the blank password and nothing about the email address$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict when the address is refused for its domain': {
      answers: [
        page(),
        submit(
          200,
          refused(
            'Email address domain &#39;example.com&#39; is a disposable email provider and cannot be used for registration. Please use a valid personal email. If this block is incorrect, email support@rubygems.org.',
            BLANK_PASSWORD,
          ),
        ),
      ],
      ...UNRECOGNISED,
    },
    'reports switched-off sign-ups (HTTP 403) as unknown': {
      answers: [page(), submit(403, fixture('rubygems-email', 'sign-up-disabled.html'))],
      status: 'unknown',
      reason: 'blocked',
    },
  },
})
