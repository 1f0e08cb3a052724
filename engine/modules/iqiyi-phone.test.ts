import { iqiyiPhoneModule } from './iqiyi-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('iqiyi-phone', file)
// The 11-digit national number as the account name, from the web client (agenttype 1).
const check = endpoint(
  'https://passport.iqiyi.com',
  '/apis/user/check_account.action',
  postedForm({ account: '13800138000', agenttype: '1' }),
)

describePhoneCheck(iqiyiPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /check_account\.action → HTTP 200, field data is true$/,
    notFound: /→ HTTP 200, field data is false$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on an error code': {
      answers: [check(200, recorded('error.json'))],
      ...UNRECOGNISED,
    },
  },
})
