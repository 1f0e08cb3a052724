import { youkuPhoneModule } from './youku-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('youku-phone', file)
// The 11-digit national number as the account name ("passport").
const check = endpoint('https://login.youku.com', '/user/check?passport=13800138000')

describePhoneCheck(youkuPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /check\?passport=13800138000 → HTTP 200, field exists is 1$/,
    notFound: /→ HTTP 200, field exists is 0$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on an answer without exists': {
      answers: [check(200, '{"error":"invalid"}')],
      ...UNRECOGNISED,
    },
  },
})
