import { soundcloudEmailModule } from './soundcloud-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, pagesFrom } from './_shared/testing.ts'

const CLIENT_ID = 'nZ4k8Qp2Rv7Xw1Ty5Lm9Hb3Jc6Gd0FsA'
const home = (body = fixture('soundcloud-email', 'home.html')) =>
  pagesFrom('https://soundcloud.com')('/', 200, body)

describeRecordedCheck(soundcloudEmailModule, {
  // The home page holds the client id the identifier check carries.
  before: [home()],
  check: endpoint(
    'https://api-auth.soundcloud.com',
    `/web-auth/identifier?q=${ENCODED_ADDRESS}&client_id=${CLIENT_ID}`,
  ),
  proof: oneValueProof('field status', 'in_use', 'available', 'identifier?'),
  blockedReason: 'captcha',
  wallHeaders: { 'x-datadome': 'protected' },
  rateLimited: 'rate-limited.json',
  cases: {
    'asks nothing more when the home page carries no client id': {
      answers: [home('<html><body></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
