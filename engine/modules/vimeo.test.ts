import { vimeoModule } from './vimeo.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, answersFrom, endpoint, fixture } from './_shared/testing.ts'

const ORIGIN = 'https://vimeo.com'
const TOKEN = 'f3a9c1d7.2b8e4f60a1c3d5e7f9b2a4c6e8d0f1a3'
const VUID = 'vuid=pl1763912000.1842735901'
const viewer = (body = fixture('vimeo', 'viewer.json')) =>
  answersFrom(ORIGIN)('/_next/viewer', 200, body, {
    headers: {
      'content-type': 'application/json',
      'set-cookie': `${VUID}; expires=Wed, 23 Nov 2027 06:00:00 GMT; Max-Age=63072000; path=/; domain=.vimeo.com; secure; SameSite=Lax`,
    },
  })
const validate = endpoint(ORIGIN, '/join', {
  method: 'POST',
  requestHeaders: { cookie: VUID },
  requestBody: `email=${ENCODED_ADDRESS}&token=${TOKEN}&action=join&service=vimeo&email_validation=true`,
})

describeRecordedCheck(vimeoModule, {
  // The session's viewer answer holds the token the join form's validation carries.
  before: [viewer()],
  check: validate,
  proof: {
    found: /join → HTTP 200, field has_error_user_exists is true$/,
    notFound: /join → HTTP 200, the validation answers no errors \(an empty list\)$/,
  },
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an error it does not know': {
      answers: [viewer(), validate(200, '{"has_error_email_invalid":true}')],
      ...UNRECOGNISED,
    },
    'asks nothing more when the session carries no token': {
      answers: [answersFrom(ORIGIN)('/_next/viewer', 200, '{"isLoggedIn":false}')],
      ...UNRECOGNISED,
    },
  },
})
