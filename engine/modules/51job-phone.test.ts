import { job51PhoneModule } from './51job-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('51job-phone', file)
const TEXT = { 'content-type': 'text/html; charset=gbk' }
// The 11-digit national number, as the "mobilePhone" kind of value.
const check = endpoint('https://my.51job.com', '/my/in/checkinfo.php', {
  ...postedForm({ type: 'mobilePhone', value: '13800138000' }),
  headers: TEXT,
})

describePhoneCheck(job51PhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.txt'))],
    not_found: [check(200, recorded('not-found.txt'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /checkinfo\.php → HTTP 200, the body is "1"$/,
    notFound: /→ HTTP 200, the body is "0"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another answer': {
      answers: [check(200, '-1')],
      ...UNRECOGNISED,
    },
  },
})
