import { eventbriteModule } from './eventbrite.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, pageWithCookies, postedJson } from './_shared/testing.ts'

const ORIGIN = 'https://www.eventbrite.com'
const CSRF = 'Qm4tZx8Wc2Lr7Vb1Np5Kd9Hs3Fj6Gy0A'
/** The sign-in page, setting `cookies`. */
const signin = (cookies: string[]) =>
  pageWithCookies(ORIGIN, '/signin/', fixture('eventbrite', 'signin.html'), cookies)()

describeRecordedCheck(eventbriteModule, {
  // The sign-in page's cookies hold the CSRF token the lookup carries.
  before: [
    signin([
      `csrftoken=${CSRF}; expires=Tue, 23 Nov 2027 06:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure`,
      'SS=AE3DLHT1xYk2rXwPq0cZ; Domain=.eventbrite.com; Path=/; Secure; HttpOnly',
    ]),
  ],
  check: endpoint(ORIGIN, '/api/v3/users/lookup/', {
    ...postedJson({ email: ADDRESS }),
    requestHeaders: { 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}; SS=AE3DLHT1xYk2rXwPq0cZ` },
  }),
  proof: oneValueProof('field exists', true, false, 'lookup/'),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.json',
  cases: {
    'asks nothing more when the sign-in page gives no token': {
      answers: [signin([])],
      ...UNRECOGNISED,
    },
  },
})
