import { spicejetModule } from './spicejet.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, fixture, pageWithCookies, pagesFrom } from './_shared/testing.ts'

const ORIGIN = 'https://book.spicejet.com'
const SESSION = 'ASP.NET_SessionId=k2m4p6r8t0v1x3z5b7d9f1h3'
const login = pageWithCookies(ORIGIN, '/Login.aspx', fixture('spicejet', 'login.html'), [
  `${SESSION}; path=/; HttpOnly; SameSite=Lax`,
])
const at = pagesFrom(ORIGIN)
const check = (status: number, body: string, options = {}) =>
  at(
    `/SpiceMoneyInfoAjax-resource.aspx?request=IsEmailIdExists&emailAddress=${ENCODED_ADDRESS}`,
    status,
    body,
    { method: 'POST', requestHeaders: { cookie: SESSION }, ...options },
  )

describeRecordedCheck(spicejetModule, {
  // The login page opens the session the SpiceClub check is made in.
  before: [login()],
  check,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: {
    found: /→ HTTP 200, the body says 'Account is already registered for SpiceClub\. .*'$/,
    notFound: /→ HTTP 200, the body is "SUCCESS"$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another message': {
      answers: [login(), check(200, 'Please enter a valid email address.')],
      ...UNRECOGNISED,
    },
  },
})
