import { garminModule } from './garmin.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  pageWithCookies,
} from './_shared/testing.ts'

const TOKEN = 'a9F3kQ7mZ1xR5tW2pL8cV4nB6yH0sJ3d'
const SESSION = 'SESSION=Y2E4ZjFkMjMtOWI3Yy00ZTFhLWE2ZDgtM2YxYjJjNGQ1ZTZm'
const ORIGIN = 'https://sso.garmin.com'
const WIDGET_PATH =
  '/sso/createNewAccount?service=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fprofile%2F' +
  '&webhost=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fcreate%2F' +
  '&source=https%3A%2F%2Fwww.garmin.com%2Fen-US%2Faccount%2Fcreate%2F' +
  '&clientId=ACCOUNT_MANAGEMENT_CENTER&createAccountShown=true&openCreateAccount=true&embedWidget=false'
const widget = pageWithCookies(ORIGIN, WIDGET_PATH, fixture('garmin', 'create-account.html'), [
  `${SESSION}; Path=/sso; Secure; HttpOnly`,
])

describeRecordedCheck(garminModule, {
  // The widget gives the session and the form token the validation carries.
  before: [widget()],
  check: endpoint(ORIGIN, '/sso/validateNewAccount?clientId=&locale=', {
    ...HTML_HEADERS,
    method: 'POST',
    requestHeaders: { cookie: SESSION },
    requestBody: `email=${ENCODED_ADDRESS}&token=${TOKEN}`,
  }),
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'false', 'true', 'validateNewAccount?'),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.html',
  cases: {
    'asks nothing more when the widget carries no form token': {
      answers: [widget(200, '<html><body><h1>Create a Garmin Account</h1></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
