import { baiduPhoneModule } from './baidu-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('baidu-phone', file)
// The 11-digit national number, after the bare regphonecheck flag.
const check = endpoint('https://passport.baidu.com', '/v2/?regphonecheck&phone=13800138000')

describePhoneCheck(baiduPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /regphonecheck&phone=13800138000 → HTTP 200, field errno is 130020$/,
    notFound: /→ HTTP 200, field errno is 110000$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another errno (a number of the wrong shape)': {
      answers: [check(200, recorded('other-code.json'))],
      ...UNRECOGNISED,
    },
  },
})
