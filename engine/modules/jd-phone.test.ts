import { jdPhoneModule } from './jd-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { answersFrom, fixture, pageWithCookies } from './_shared/testing.ts'

const page = pageWithCookies(
  'https://reg.jd.com',
  '/reg/person?ReturnUrl=https%3A//www.jd.com/',
  fixture('jd-phone', 'reg-page.html'),
  ['__jda=122270672.1732694011.1732694011.1; Path=/; Domain=.jd.com'],
)

// The 11-digit national number, with the page's cookie.
const check = (status: number, body: string) =>
  answersFrom('https://reg.jd.com')(
    '/validateuser/isMobileEngaged?mobile=13800138000',
    status,
    body,
    {
      requestHeaders: { cookie: '__jda=122270672.1732694011.1732694011.1' },
    },
  )

describeRecordedPhoneCheck(jdPhoneModule, {
  query: '+8613800138000',
  before: [page()],
  check,
  proof: {
    found: /isMobileEngaged\?mobile=13800138000 → HTTP 200, field success is 1$/,
    notFound: /→ HTTP 200, field success is 0$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reports a wall in front of the page as unknown, asking nothing more': {
      answers: [page(403, fixture('jd-phone', 'walled.html'))],
      status: 'unknown',
      reason: 'blocked',
    },
    'reads a refusal at 200 (success -1) as no verdict': {
      answers: [page(), check(200, fixture('jd-phone', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
