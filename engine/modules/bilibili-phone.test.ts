import { bilibiliPhoneModule } from './bilibili-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('bilibili-phone', file)
// Bilibili's id for mainland China, then the 11-digit national number.
const check = endpoint(
  'https://account.bilibili.com',
  '/register/checkTel',
  postedForm({ country_code: '1', tel: '13800138000' }),
)

describePhoneCheck(bilibiliPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /checkTel → HTTP 200, field status is false$/,
    notFound: /→ HTTP 200, field status is true$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on a refusal without a status': {
      answers: [check(200, recorded('refused.json'))],
      ...UNRECOGNISED,
    },
  },
})
