import { taonanPhoneModule } from './taonan-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('taonan-phone', file)
const TEXT = { headers: { 'content-type': 'text/html; charset=utf-8' } }
// The 11-digit national number.
const check = endpoint(
  'https://www.51taonan.com',
  '/index.php?page=ajax_mobile_number&mobile_number=13800138000',
  TEXT,
)

describePhoneCheck(taonanPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.txt'))],
    not_found: [check(200, recorded('not-found.txt'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /mobile_number=13800138000 → HTTP 200, the body is "false"$/,
    notFound: /→ HTTP 200, the body is "true"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on a page instead of the word': {
      answers: [check(200, '<html><body>系统维护中</body></html>')],
      ...UNRECOGNISED,
    },
  },
})
