import { weiboPhoneModule } from './weibo-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('weibo-phone', file)
// The mainland zone as the form writes it ("0086"), then the 11-digit national number.
const check = endpoint(
  'https://weibo.com',
  '/signup/v5/formcheck?type=mobilesea&zone=0086&value=13800138000&from=',
  { requestHeaders: { 'x-requested-with': 'XMLHttpRequest' } },
)

describePhoneCheck(weiboPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found:
      /value=13800138000&from= → HTTP 200, code is "600001", data\.msg says the number is registered$/,
    notFound: /→ HTTP 200, code is "100000", data\.type is "ok"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on the same code refusing a number of the wrong shape': {
      answers: [check(200, recorded('bad-number.json'))],
      ...UNRECOGNISED,
    },
  },
})
