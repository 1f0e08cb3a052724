import { lvmamaPhoneModule } from './lvmama-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('lvmama-phone', file)
// The 11-digit national number, in the form's field "mobile".
const check = endpoint(
  'https://login.lvmama.com',
  '/nsso/ajax/checkUniqueField.do',
  postedForm({ mobile: '13800138000' }),
)

describePhoneCheck(lvmamaPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /checkUniqueField\.do → HTTP 200, field success is false$/,
    notFound: /→ HTTP 200, field success is true$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on an answer without success': {
      answers: [check(200, '{"errorText":"系统繁忙"}')],
      ...UNRECOGNISED,
    },
  },
})
