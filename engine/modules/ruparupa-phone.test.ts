import { ruparupaPhoneModule } from './ruparupa-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, answersFrom, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('ruparupa-phone', file)
// The national number, without the calling code or a trunk 0.
const check = (status: number, body: string, headers = {}) =>
  answersFrom('https://wapi.ruparupa.com')(
    '/klk/check-membership?user=81234567890',
    status,
    body,
    headers,
  )

describePhoneCheck(ruparupaPhoneModule, {
  number: '+6281234567890',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /→ HTTP 200, field data\.next_action is "login"$/,
    notFound: /→ HTTP 200, field data\.next_action is "register"$/,
  },
  blockedReason: 'blocked',
  rateLimited: [check(429, recorded('rate-limited.json'))],
})
