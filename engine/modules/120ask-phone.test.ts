import { ask120PhoneModule } from './120ask-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('120ask-phone', file)
// The 11-digit national number as the account name, for registration.
const check = endpoint(
  'https://sso.120ask.com',
  '/user/name_exist',
  postedForm({ account: '13800138000', type: 'reg' }),
)

describePhoneCheck(ask120PhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /name_exist → HTTP 200, field data\.exist is true$/,
    notFound: /→ HTTP 200, field data\.exist is false$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on an answer without the flag': {
      answers: [check(200, '{"data":null,"msg":"参数错误"}')],
      ...UNRECOGNISED,
    },
  },
})
