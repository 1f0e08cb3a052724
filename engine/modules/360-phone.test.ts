import { qihooPhoneModule } from './360-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('360-phone', file)
const JSONP = { headers: { 'content-type': 'application/javascript; charset=utf-8' } }
// The 11-digit national number, after the page's own fields.
const check = endpoint(
  'https://login.360.cn',
  '/?src=pcw_home&from=pcw_home&charset=UTF-8&requestScema=https&o=User&m=checkmobile&mobile=13800138000',
  JSONP,
)

describePhoneCheck(qihooPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.jsonp'))],
    not_found: [check(200, recorded('not-found.jsonp'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /mobile=13800138000 → HTTP 200, field errno is "30000"$/,
    notFound: /→ HTTP 200, field errno is "1100"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another errno (a number of the wrong shape)': {
      answers: [check(200, recorded('other-code.jsonp'))],
      ...UNRECOGNISED,
    },
    'gives no verdict on an answer that is not JSONP': {
      answers: [check(200, '{"errno":"30000"}')],
      ...UNRECOGNISED,
    },
  },
})
