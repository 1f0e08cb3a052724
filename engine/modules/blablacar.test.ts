import { blablacarModule } from './blablacar.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { UNRECOGNISED, answersFrom, fixture, itLooksUp, pagesFrom } from './_shared/testing.ts'

const TOKEN = 'c2VydmljZS10b2tlbi1hbm9ueW1vdXMtOWYzYjFk'
const registerPage = pagesFrom('https://www.blablacar.fr')(
  '/register',
  200,
  fixture('blablacar', 'register.html'),
)
const edge = answersFrom('https://edge.blablacar.fr', {
  requestHeaders: { authorization: `Bearer ${TOKEN}` },
})

/** The page's app token, then `status` and `body` from the address check. */
const check = (status: number, body: string) => [
  registerPage,
  edge(`/auth/validation/email/${ENCODED_ADDRESS}`, status, body),
]

describeSilentCheck(blablacarModule, {
  answers: {
    found: check(200, fixture('blablacar', 'found.json')),
    not_found: check(200, fixture('blablacar', 'not-found.json')),
    // DataDome answers the API in JSON, pointing at its captcha.
    blocked: check(403, fixture('blablacar', 'walled.json')),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /email\/ada\.lovelace%40example\.com → HTTP 200, field exists is true$/,
    notFound: /email\/ada\.lovelace%40example\.com → HTTP 200, field exists is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(blablacarModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: check(429, fixture('blablacar', 'rate-limited.json')),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'asks nothing more when the page carries no app token': {
    query: ADDRESS,
    answers: [pagesFrom('https://www.blablacar.fr')('/register', 200, '<html></html>')],
    ...UNRECOGNISED,
  },
})
