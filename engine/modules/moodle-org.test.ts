import { moodleOrgModule } from './moodle-org.ts'
import { ADDRESS, describeRecordedCheck, signUpForm } from './_email/testing.ts'
import { UNRECOGNISED, fixture, sharedWall } from './_shared/testing.ts'

const { page, submit } = signUpForm(
  'https://moodle.org',
  {
    page: '/login/signup.php',
    body: fixture('moodle-org', 'signup.html'),
    cookie: 'MoodleSession=k2q9v7m3x1b8n4c6; path=/; secure; HttpOnly; SameSite=None',
  },
  '/login/signup.php',
  {
    sesskey: 'Xq7Lm2Zp9T',
    _qf__login_signup_form: '1',
    username: '',
    password: '',
    email: ADDRESS,
    email2: ADDRESS,
    firstname: '',
    lastname: '',
  },
)

/** Moodle's answer to the refused form: the form again, its email field's error as given. */
const refused = (message: string) =>
  fixture('moodle-org', 'refused.html').replace(
    '{email-error}',
    message
      ? `<div class="form-control-feedback invalid-feedback" id="id_error_email" style="display: block;">${message}</div>`
      : '<div class="form-control-feedback invalid-feedback" id="id_error_email" ></div>',
  )

describeRecordedCheck(moodleOrgModule, {
  check: submit,
  page,
  bodies: {
    found: refused(
      'This email address is already registered. Perhaps you created an account in the past? <a href="https://moodle.org/login/forgot_password.php">Forgotten your username or password?</a>',
    ),
    notFound: refused(''),
  },
  proof: {
    found: /HTTP 200, id_error_email says "This email address is already registered\."$/,
    notFound:
      /HTTP 200, id_error_email is empty while id_error_password refuses the blank password$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'moodle.org'),
  rateLimited: 'rate-limited.html',
  rateLimitedAtPage: true,
  cases: {
    'gives no verdict when the address itself is refused': {
      answers: [page(), submit(200, refused('Invalid email address'))],
      ...UNRECOGNISED,
    },
    'asks nothing when the sign-up page has no form keys (self-registration off)': {
      answers: [page(200, '<html><head><title>Moodle.org</title></head><body></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
