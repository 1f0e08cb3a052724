import { blablacarModule } from './blablacar.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, pagesFrom } from './_shared/testing.ts'

const TOKEN = 'c2VydmljZS10b2tlbi1hbm9ueW1vdXMtOWYzYjFk'
const register = (body = fixture('blablacar', 'register.html')) =>
  pagesFrom('https://www.blablacar.fr')('/register', 200, body)
const check = endpoint('https://edge.blablacar.fr', `/auth/validation/email/${ENCODED_ADDRESS}`, {
  requestHeaders: { authorization: `Bearer ${TOKEN}` },
})

describeRecordedCheck(blablacarModule, {
  // The register page holds the app token the address check carries.
  before: [register()],
  check,
  proof: oneValueProof('field exists', true, false, 'email/ada.lovelace%40example.com'),
  blockedReason: 'captcha',
  // DataDome answers the API in JSON, pointing at its captcha.
  wall: [register(), check(403, fixture('blablacar', 'walled.json'))],
  rateLimited: 'rate-limited.json',
  cases: {
    'asks nothing more when the page carries no app token': {
      answers: [register('<html></html>')],
      ...UNRECOGNISED,
    },
  },
})
