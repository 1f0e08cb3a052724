import { dominosFrModule } from './dominos-fr.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const SESSION = 'ASP.NET_SessionId=v0x3kq1mzr5tb2yw4nc8hd1e'
const at = answersFrom('https://commande.dominos.fr', HTML_HEADERS)

/** The sign-up page opens the session; `status` and `file` answer the check made in it. */
const availability = (status: number, file: string) => [
  at('/eStore/fr/Signup', 200, fixture('dominos-fr', 'signup.html'), {
    headers: { ...HTML_HEADERS.headers, 'set-cookie': `${SESSION}; path=/; secure; HttpOnly` },
  }),
  at(
    `/eStore/fr/Signup/IsEmailAvailable?email=${ENCODED_ADDRESS}`,
    status,
    fixture('dominos-fr', file),
    { requestHeaders: { cookie: SESSION, 'x-requested-with': 'XMLHttpRequest' } },
  ),
]

describeSilentCheck(dominosFrModule, {
  answers: {
    found: availability(200, 'found.txt'),
    not_found: availability(200, 'not-found.txt'),
    blocked: availability(403, 'walled.html'),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /IsEmailAvailable\?.* → HTTP 200, the body is "false"$/,
    notFound: /IsEmailAvailable\?.* → HTTP 200, the body is "true"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(dominosFrModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: availability(429, 'rate-limited.html'),
    status: 'unknown',
    reason: 'rate_limited',
  },
})
