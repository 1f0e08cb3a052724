import { game4399PhoneModule } from './4399-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('4399-phone', file)
const TEXT = { headers: { 'content-type': 'text/html; charset=utf-8' } }
// The 11-digit national number as the account name.
const check = endpoint(
  'https://ptlogin.4399.com',
  '/ptlogin/isExist.do?appId=www_home&regMode=reg_normal&v=1&username=13800138000',
  TEXT,
)

describePhoneCheck(game4399PhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.txt'))],
    not_found: [check(200, recorded('not-found.txt'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /username=13800138000 → HTTP 200, the body is "用户名已被注册"$/,
    notFound: /→ HTTP 200, the body is "0"$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on another message': {
      answers: [check(200, '用户名格式不正确')],
      ...UNRECOGNISED,
    },
  },
})
