import { dominosFrModule } from './dominos-fr.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, pageWithCookies } from './_shared/testing.ts'

const ORIGIN = 'https://commande.dominos.fr'
const SESSION = 'ASP.NET_SessionId=v0x3kq1mzr5tb2yw4nc8hd1e'
const signup = pageWithCookies(ORIGIN, '/eStore/fr/Signup', fixture('dominos-fr', 'signup.html'), [
  `${SESSION}; path=/; secure; HttpOnly`,
])

describeRecordedCheck(dominosFrModule, {
  // The sign-up page opens the session the check is made in.
  before: [signup()],
  check: endpoint(ORIGIN, `/eStore/fr/Signup/IsEmailAvailable?email=${ENCODED_ADDRESS}`, {
    ...HTML_HEADERS,
    requestHeaders: { cookie: SESSION, 'x-requested-with': 'XMLHttpRequest' },
  }),
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'false', 'true', 'IsEmailAvailable?'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})
