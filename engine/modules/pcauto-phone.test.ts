import { pcautoPhoneModule } from './pcauto-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('pcauto-phone', file)
// The 11-digit national number, in the query of a POST.
const check = endpoint(
  'https://passport3.pcauto.com.cn',
  '/passport3/api/validate_mobile.jsp?mobile=13800138000&req_enc=UTF-8',
  { method: 'POST' },
)

describePhoneCheck(pcautoPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /mobile=13800138000&req_enc=UTF-8 → HTTP 200, desc says the number has registered$/,
    notFound: /→ HTTP 200, desc is "OK"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another message': {
      answers: [check(200, recorded('bad-number.json'))],
      ...UNRECOGNISED,
    },
  },
})
