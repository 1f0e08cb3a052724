import { moodleOrgModule } from './moodle-org.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const at = answersFrom('https://moodle.org', { headers: HTML_HEADERS.headers })
const page = (status = 200, body = fixture('moodle-org', 'signup.html')) =>
  at('/login/signup.php', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': ['MoodleSession=k2q9v7m3x1b8n4c6; path=/; secure; HttpOnly; SameSite=None'],
    },
  })
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

describeSilentCheck(moodleOrgModule, {
  answers: {
    found: [page(), submit(200, fixture('moodle-org', 'found.html'))],
    not_found: [page(), submit(200, fixture('moodle-org', 'not-found.html'))],
    blocked: [page(403, fixture('moodle-org', 'walled.html'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, id_error_email says "This email address is already registered\."$/,
    notFound:
      /HTTP 200, id_error_email is empty while id_error_password refuses the blank password$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(moodleOrgModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [page(429, fixture('moodle-org', 'rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [page(), submit(200, fixture('moodle-org', 'invalid.html'))],
    ...UNRECOGNISED,
  },
  'asks nothing when the sign-up page has no form keys (self-registration off)': {
    query: ADDRESS,
    answers: [page(200, '<html><head><title>Moodle.org</title></head><body></body></html>')],
    ...UNRECOGNISED,
  },
})
