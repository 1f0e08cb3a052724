import { baihePhoneModule } from './baihe-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('baihe-phone', file)
// The 11-digit national number, in the parameter the form names "email".
const check = (status: number, body: string, headers = {}) =>
  answersFrom('https://my.baihe.com')(
    '/register/emailCheckForXs?email=13800138000',
    status,
    body,
    headers,
  )

describePhoneCheck(baihePhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /→ HTTP 200, field state is 0$/,
    notFound: /→ HTTP 200, field state is 1$/,
  },
  blockedReason: 'blocked',
  rateLimited: [check(429, recorded('rate-limited.json'))],
  cases: {
    'reads a refusal at 200 (too many requests) as no verdict': {
      answers: [check(200, recorded('rate-limited.json'))],
      ...UNRECOGNISED,
    },
  },
})
