import { moodleOrgModule } from './moodle-org.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  pageWithCookies,
} from './_shared/testing.ts'

const at = answersFrom('https://moodle.org', { headers: HTML_HEADERS.headers })
const page = pageWithCookies(at, '/login/signup.php', fixture('moodle-org', 'signup.html'), [
  'MoodleSession=k2q9v7m3x1b8n4c6; path=/; secure; HttpOnly; SameSite=None',
])
const submit = (status: number, body: string) =>
  at('/login/signup.php', status, body, {
    method: 'POST',
    requestBody: new URLSearchParams({
      sesskey: 'Xq7Lm2Zp9T',
      _qf__login_signup_form: '1',
      username: '',
      password: '',
      email: ADDRESS,
      email2: ADDRESS,
      firstname: '',
      lastname: '',
    }).toString(),
  })

describeRecordedCheck(moodleOrgModule, {
  check: submit,
  before: [page()],
  files: { found: 'found.html', notFound: 'not-found.html' },
  proof: {
    found: /HTTP 200, id_error_email says "This email address is already registered\."$/,
    notFound:
      /HTTP 200, id_error_email is empty while id_error_password refuses the blank password$/,
  },
  blockedReason: 'captcha',
  wall: [page(403, fixture('moodle-org', 'walled.html'))],
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [page(429, fixture('moodle-org', 'rate-limited.html'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
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
