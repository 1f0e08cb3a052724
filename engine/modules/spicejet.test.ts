import { spicejetModule } from './spicejet.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, fixture, itLooksUp, pagesFrom } from './_shared/testing.ts'

const SESSION = 'ASP.NET_SessionId=k2m4p6r8t0v1x3z5b7d9f1h3'
const at = pagesFrom('https://book.spicejet.com')

/** The login page's session, then `status` and `body` from the SpiceClub check. */
const check = (status: number, body: string) => [
  at('/Login.aspx', 200, fixture('spicejet', 'login.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': `${SESSION}; path=/; HttpOnly; SameSite=Lax`,
    },
  }),
  at(
    `/SpiceMoneyInfoAjax-resource.aspx?request=IsEmailIdExists&emailAddress=${ENCODED_ADDRESS}`,
    status,
    body,
    { method: 'POST', requestHeaders: { cookie: SESSION } },
  ),
]

describeSilentCheck(spicejetModule, {
  answers: {
    found: check(200, fixture('spicejet', 'found.txt')),
    not_found: check(200, fixture('spicejet', 'not-found.txt')),
    blocked: check(403, fixture('spicejet', 'walled.html')),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /→ HTTP 200, the body says 'Account is already registered for SpiceClub\. .*'$/,
    notFound: /→ HTTP 200, the body is "SUCCESS"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(spicejetModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: check(429, fixture('spicejet', 'rate-limited.html')),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another message': {
    query: ADDRESS,
    answers: check(200, 'Please enter a valid email address.'),
    ...UNRECOGNISED,
  },
})
