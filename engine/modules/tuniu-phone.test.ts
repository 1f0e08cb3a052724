import { tuniuPhoneModule } from './tuniu-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('tuniu-phone', file)
// The mainland zone as the form writes it ("0086"), then the 11-digit national number.
const check = endpoint(
  'https://passport.tuniu.com',
  '/register/isPhoneAvailable?intlCode=0086&tel=13800138000',
  { method: 'POST' },
)

describePhoneCheck(tuniuPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /tel=13800138000 → HTTP 200, errmsg says the number is registered$/,
    notFound: /→ HTTP 200, errmsg says the number may register$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another message': {
      answers: [check(200, recorded('bad-number.json'))],
      ...UNRECOGNISED,
    },
  },
})
