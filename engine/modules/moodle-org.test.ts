import { moodleOrgModule } from './moodle-org.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  pageWithCookies,
  postedForm,
} from './_shared/testing.ts'

const page = pageWithCookies(
  'https://moodle.org',
  '/login/signup.php',
  fixture('moodle-org', 'signup.html'),
  ['MoodleSession=k2q9v7m3x1b8n4c6; path=/; secure; HttpOnly; SameSite=None'],
)
const submit = endpoint('https://moodle.org', '/login/signup.php', {
  ...HTML_HEADERS,
  ...postedForm({
    sesskey: 'Xq7Lm2Zp9T',
    _qf__login_signup_form: '1',
    username: '',
    password: '',
    email: ADDRESS,
    email2: ADDRESS,
    firstname: '',
    lastname: '',
  }),
})

describeRecordedCheck(moodleOrgModule, {
  check: submit,
  page,
  files: { found: 'found.html', notFound: 'not-found.html' },
  proof: {
    found: /HTTP 200, id_error_email says "This email address is already registered\."$/,
    notFound:
      /HTTP 200, id_error_email is empty while id_error_password refuses the blank password$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.html',
  rateLimitedAtPage: true,
  cases: {
    'gives no verdict when the address itself is refused': {
      answers: [page(), submit(200, fixture('moodle-org', 'invalid.html'))],
      ...UNRECOGNISED,
    },
    'asks nothing when the sign-up page has no form keys (self-registration off)': {
      answers: [page(200, '<html><head><title>Moodle.org</title></head><body></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
