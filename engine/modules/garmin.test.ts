import { garminModule } from './garmin.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const TOKEN = 'a9F3kQ7mZ1xR5tW2pL8cV4nB6yH0sJ3d'
const SESSION = 'SESSION=Y2E4ZjFkMjMtOWI3Yy00ZTFhLWE2ZDgtM2YxYjJjNGQ1ZTZm'
const at = answersFrom('https://sso.garmin.com', HTML_HEADERS)
const WIDGET_PATH =
  '/sso/createNewAccount?service=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fprofile%2F' +
  '&webhost=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fcreate%2F' +
  '&source=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fcreate%2F' +
  '&clientId=ACCOUNT_MANAGEMENT_CENTER&createAccountShown=true&openCreateAccount=true&embedWidget=false'

const widget = at(WIDGET_PATH, 200, fixture('garmin', 'create-account.html'), {
  headers: { ...HTML_HEADERS.headers, 'set-cookie': `${SESSION}; Path=/sso; Secure; HttpOnly` },
})

/** The widget's session and token, then `status` and `file` from the validation. */
const validation = (status: number, file: string) => [
  widget,
  at('/sso/validateNewAccount?clientId=&locale=', status, fixture('garmin', file), {
    method: 'POST',
    requestHeaders: { cookie: SESSION },
    requestBody: `email=${ENCODED_ADDRESS}&token=${TOKEN}`,
  }),
]

describeSilentCheck(garminModule, {
  answers: {
    found: validation(200, 'found.txt'),
    not_found: validation(200, 'not-found.txt'),
    blocked: validation(403, 'walled.html'),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /validateNewAccount\?.* → HTTP 200, the body is "false"$/,
    notFound: /validateNewAccount\?.* → HTTP 200, the body is "true"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(garminModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: validation(429, 'rate-limited.html'),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'asks nothing more when the widget carries no form token': {
    query: ADDRESS,
    answers: [at(WIDGET_PATH, 200, '<html><body><h1>Create a Garmin Account</h1></body></html>')],
    ...UNRECOGNISED,
  },
})
