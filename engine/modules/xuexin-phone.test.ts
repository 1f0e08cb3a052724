import { xuexinPhoneModule } from './xuexin-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('xuexin-phone', file)
// The 11-digit national number, twice, in the query of a POST.
const check = endpoint(
  'https://account.chsi.com.cn',
  '/account/checkmobilephoneother.action?mphone=13800138000&dataInfo=13800138000&optType=REGISTER',
  { method: 'POST' },
)

describePhoneCheck(xuexinPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /optType=REGISTER → HTTP 200, the body is "false"$/,
    notFound: /→ HTTP 200, the body is "true"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on an answer that is not the boolean': {
      answers: [check(200, '{"msg":"系统繁忙"}')],
      ...UNRECOGNISED,
    },
  },
})
