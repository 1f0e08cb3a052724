import { letvPhoneModule } from './letv-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('letv-phone', file)
// The 11-digit national number as the path's last segment.
const check = endpoint('https://sso.le.com', '/user/checkMobileExists/mobile/13800138000')

describePhoneCheck(letvPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /mobile\/13800138000 → HTTP 200, field result\.status is "1"$/,
    notFound: /→ HTTP 200, field result is false$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another status': {
      answers: [check(200, recorded('other-status.json'))],
      ...UNRECOGNISED,
    },
  },
})
