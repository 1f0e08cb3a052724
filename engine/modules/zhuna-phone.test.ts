import { zhunaPhoneModule } from './zhuna-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('zhuna-phone', file)
// The 11-digit national number.
const check = endpoint('https://www.zhuna.cn', '/account/isreg/?mobile=13800138000')

describePhoneCheck(zhunaPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /isreg\/\?mobile=13800138000 → HTTP 200, field data lists an account$/,
    notFound: /→ HTTP 200, field data is false$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on a refused request': {
      answers: [check(200, recorded('error.json'))],
      ...UNRECOGNISED,
    },
    'gives no verdict on an empty list': {
      answers: [check(200, '{"success":true,"data":[]}')],
      ...UNRECOGNISED,
    },
  },
})
