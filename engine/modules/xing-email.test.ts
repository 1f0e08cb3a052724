import { xingEmailModule } from './xing-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  pageWithCookies,
} from './_shared/testing.ts'

const TOKEN = 'Zx3vH9qL2mKp7RtW0sYb5cNf8dJg1aEu'
const ORIGIN = 'https://www.xing.com'
const at = answersFrom(ORIGIN)

const page = pageWithCookies(
  ORIGIN,
  '/start/signup?registration=1',
  fixture('xing-email', 'signup.html'),
  [
    `xing_csrf_token=${TOKEN}; path=/; secure; SameSite=Lax`,
    'c_=3f7a1c9e2b; path=/; secure; HttpOnly',
  ],
)
const validate = (status: number, body: string, options = {}) =>
  at('/welcome/api/signup/validate', status, body, {
    method: 'POST',
    requestHeaders: { 'x-csrf-token': TOKEN, cookie: `xing_csrf_token=${TOKEN}; c_=3f7a1c9e2b` },
    requestBody: JSON.stringify({
      signup_minireg: {
        email: ADDRESS,
        password: '',
        tandc_check: '1',
        signup_channel: 'minireg_fullpage',
        first_name: '',
        last_name: '',
      },
    }),
    ...options,
  })

describeRecordedCheck(xingEmailModule, {
  check: validate,
  page,
  status: 422,
  proof: {
    found:
      /validate → HTTP 422, signup_minireg\[email\] says "We already know this e-mail address\."$/,
    notFound:
      /validate → HTTP 422, no signup_minireg\[email\] error, while the form refused signup_minireg\[password\], signup_minireg\[first_name\], signup_minireg\[last_name\]$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict when the email field is refused for another reason': {
      answers: [
        page(),
        validate(
          422,
          '{"errors":{"signup_minireg[email]":"Please enter a valid e-mail address.","signup_minireg[password]":"Please enter a password."}}',
        ),
      ],
      ...UNRECOGNISED,
    },
    'gives no verdict without the form token': {
      answers: [
        at('/start/signup?registration=1', 200, fixture('xing-email', 'signup.html'), HTML_HEADERS),
      ],
      ...UNRECOGNISED,
    },
  },
})
