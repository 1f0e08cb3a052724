import { xunleiPhoneModule } from './xunlei-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('xunlei-phone', file)
const JSONP = { headers: { 'content-type': 'application/javascript; charset=utf-8' } }
// The 11-digit national number in the account-name field ("mail").
const check = endpoint(
  'https://zhuce.xunlei.com',
  '/register?m=check_mail&mail=13800138000&jsoncallback=jsonp1764226800000',
  JSONP,
)

describePhoneCheck(xunleiPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.jsonp'))],
    not_found: [check(200, recorded('not-found.jsonp'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /mail=13800138000&jsoncallback=jsonp1764226800000 → HTTP 200, field result is 1303$/,
    notFound: /→ HTTP 200, field result is 0$/,
  },
  blockedReason: 'blocked',
  cases: {
    "gives no verdict on the address answer (1302), which is not the number's": {
      answers: [check(200, recorded('address-taken.jsonp'))],
      ...UNRECOGNISED,
    },
  },
})
