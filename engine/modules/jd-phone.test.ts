import { jdPhoneModule } from './jd-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  pageWithCookies,
} from './_shared/testing.ts'

const recorded = (file: string) => fixture('jd-phone', file)
const page = pageWithCookies(
  'https://reg.jd.com',
  '/reg/person?ReturnUrl=https%3A//www.jd.com/',
  recorded('reg-page.html'),
  ['__jda=122270672.1732694011.1732694011.1; Path=/; Domain=.jd.com'],
)

// The 11-digit national number, with the page's cookie.
const check = (status: number, body: string, headers = {}) =>
  answersFrom('https://reg.jd.com')(
    '/validateuser/isMobileEngaged?mobile=13800138000',
    status,
    body,
    { requestHeaders: { cookie: '__jda=122270672.1732694011.1732694011.1' }, ...headers },
  )

describePhoneCheck(jdPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [page(), check(200, recorded('found.json'))],
    not_found: [page(), check(200, recorded('not-found.json'))],
    blocked: [page(), check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /isMobileEngaged\?mobile=13800138000 → HTTP 200, field success is 1$/,
    notFound: /→ HTTP 200, field success is 0$/,
  },
  blockedReason: 'blocked',
  rateLimited: [page(), check(429, recorded('rate-limited.json'))],
  cases: {
    'reports a wall in front of the page as unknown, asking nothing more': {
      answers: [page(403, recorded('walled.html'))],
      status: 'unknown',
      reason: 'blocked',
    },
    'reads a refusal at 200 (success -1) as no verdict': {
      answers: [page(), check(200, recorded('rate-limited.json'))],
      ...UNRECOGNISED,
    },
  },
})
