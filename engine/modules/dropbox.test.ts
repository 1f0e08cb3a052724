import { dropboxModule } from './dropbox.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import {
  UNRECOGNISED,
  answersFrom,
  fixture,
  pageWithCookies,
  sharedWall,
} from './_shared/testing.ts'

const T = 'Xk3_rVw9Lq2bNc7TzD4hJm1F'
const at = answersFrom('https://www.dropbox.com')
const home = pageWithCookies('https://www.dropbox.com', '/', fixture('dropbox', 'home.html'), [
  `t=${T}; Domain=dropbox.com; expires=Sat, 20 Nov 2027 10:00:00 GMT; Path=/; secure; httponly`,
  `__Host-js_csrf=${T}; expires=Sat, 20 Nov 2027 10:00:00 GMT; Path=/; secure; samesite=none`,
  'locale=en; Domain=dropbox.com; Path=/; secure',
])
const check = (status: number, body: string) =>
  at('/2/account/check_user_with_email_exists', status, body, {
    method: 'POST',
    requestHeaders: { 'x-csrf-token': T },
    requestBody: JSON.stringify({ email: ADDRESS }),
  })

describeRecordedCheck(dropboxModule, {
  check,
  before: [home()],
  foundFields: { has_passkey: false },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, fields exists and exists_as_recovery_email are false$/,
  },
  blockedReason: 'blocked',
  wall: [home(), check(403, fixture('dropbox', 'invalid-csrf.json'))],
  rateLimited: 'rate-limited.json',
  cases: {
    'reads an address kept as an account’s recovery address as found': {
      answers: [home(), check(200, fixture('dropbox', 'recovery.json'))],
      status: 'found',
      summary: /field exists_as_recovery_email is true$/,
      fieldsExactly: { email: ADDRESS, linked_as: 'Recovery address of an account' },
    },
    'reports a challenge page in front of the home page as unknown': {
      answers: [home(403, sharedWall('cloudflare-challenge.html', 'www.dropbox.com'))],
      status: 'unknown',
      reason: 'captcha',
    },
    'gives no verdict on an answer without its two flags': {
      answers: [home(), check(200, '{"exists":false}')],
      ...UNRECOGNISED,
    },
  },
})
