import { eaModule } from './ea.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const SESSION = 'JSESSIONID=6D1F2A3B4C5D6E7F8091A2B3C4D5E6F7.prdsignin-a12'
const SIGNIN = 'signin-cookie=Zm9vYmFyLTE3NjM5MTI0MDg'
const at = answersFrom('https://signin.ea.com')

const createPage = at('/p/juno/create', 200, fixture('ea', 'create.html'), {
  headers: {
    ...HTML_HEADERS.headers,
    'set-cookie': [`${SESSION}; Path=/p; Secure; HttpOnly`, `${SIGNIN}; Path=/; Secure; HttpOnly`],
  },
})

/** The create-account session, then `status` and `file` from the address check made in it. */
const check = (status: number, file: string, headers = {}) => [
  createPage,
  at(
    `/p/ajax/user/checkEmailExisted?requestorId=portal&email=${ENCODED_ADDRESS}`,
    status,
    fixture('ea', file),
    { requestHeaders: { cookie: `${SESSION}; ${SIGNIN}` }, ...headers },
  ),
]

describeSilentCheck(eaModule, {
  answers: {
    found: check(200, 'found.json'),
    not_found: check(200, 'not-found.json'),
    blocked: check(403, 'walled.html', HTML_HEADERS),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /checkEmailExisted\?.* → HTTP 200, field message is "register_email_existed"$/,
    notFound: /checkEmailExisted\?.* → HTTP 200, field message is "register_email_not_existed"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(eaModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: check(429, 'rate-limited.html', HTML_HEADERS),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an address EA refuses as invalid': {
    query: ADDRESS,
    answers: check(200, 'invalid.json'),
    ...UNRECOGNISED,
  },
  'asks nothing more when the page opens no session': {
    query: ADDRESS,
    answers: [at('/p/juno/create', 200, fixture('ea', 'create.html'), HTML_HEADERS)],
    ...UNRECOGNISED,
  },
})
