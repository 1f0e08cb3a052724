import { moonbasaPhoneModule } from './moonbasa-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const recorded = (file: string) => fixture('moonbasa-phone', file)
// The 11-digit national number, in the form's field "id".
const check = endpoint(
  'https://login.moonbasa.com',
  '/home/checkmobile',
  postedForm({ id: '13800138000' }),
)

describePhoneCheck(moonbasaPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /→ HTTP 200, field Result is "-1"$/,
    notFound: /→ HTTP 200, field Result is "1"$/,
  },
  blockedReason: 'blocked',
  rateLimited: [check(429, recorded('rate-limited.json'))],
  cases: {
    'reads a refusal at 200 (Result -9) as no verdict': {
      answers: [check(200, recorded('rate-limited.json'))],
      ...UNRECOGNISED,
    },
  },
})
