import { elongPhoneModule } from './elong-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('elong-phone', file)
// The 11-digit national number.
const check = endpoint(
  'https://secure.elong.com',
  '/passport/isajax/Register/ValidateMobileOrEmail?mobile=13800138000',
)

describePhoneCheck(elongPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /ValidateMobileOrEmail\?mobile=13800138000 → HTTP 200, field value is 1$/,
    notFound: /→ HTTP 200, field value is 0$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on a refused request': {
      answers: [check(200, recorded('error.json'))],
      ...UNRECOGNISED,
    },
  },
})
