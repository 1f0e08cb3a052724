import { eaModule } from './ea.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, pagesFrom } from './_shared/testing.ts'

const ORIGIN = 'https://signin.ea.com'
const SESSION = 'JSESSIONID=6D1F2A3B4C5D6E7F8091A2B3C4D5E6F7.prdsignin-a12'
const SIGNIN = 'signin-cookie=Zm9vYmFyLTE3NjM5MTI0MDg'
const createPage = pagesFrom(ORIGIN)('/p/juno/create', 200, fixture('ea', 'create.html'), {
  headers: {
    ...HTML_HEADERS.headers,
    'set-cookie': [`${SESSION}; Path=/p; Secure; HttpOnly`, `${SIGNIN}; Path=/; Secure; HttpOnly`],
  },
})
const check = endpoint(
  ORIGIN,
  `/p/ajax/user/checkEmailExisted?requestorId=portal&email=${ENCODED_ADDRESS}`,
  { requestHeaders: { cookie: `${SESSION}; ${SIGNIN}` } },
)

describeRecordedCheck(eaModule, {
  // The create-account page opens the session the address check is made in.
  before: [createPage],
  check,
  proof: oneValueProof(
    'field message',
    'register_email_existed',
    'register_email_not_existed',
    'checkEmailExisted?',
  ),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on an address EA refuses as invalid': {
      answers: [createPage, check(200, fixture('ea', 'invalid.json'))],
      ...UNRECOGNISED,
    },
    'asks nothing more when the page opens no session': {
      answers: [pagesFrom(ORIGIN)('/p/juno/create', 200, fixture('ea', 'create.html'))],
      ...UNRECOGNISED,
    },
  },
})
