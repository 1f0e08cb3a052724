import { liziPhoneModule } from './lizi-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('lizi-phone', file)
// The 11-digit national number, as the "mobile" kind of value.
const check = endpoint(
  'https://www.lizi.com',
  '/user/check_ifexists',
  postedForm({ type: 'mobile', value: '13800138000' }),
)

describePhoneCheck(liziPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /check_ifexists → HTTP 200, field status is 0$/,
    notFound: /→ HTTP 200, field status is 1$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another status': {
      answers: [check(200, '{"status":-1,"msg":"参数错误"}')],
      ...UNRECOGNISED,
    },
  },
})
