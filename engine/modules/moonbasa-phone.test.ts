import { moonbasaPhoneModule } from './moonbasa-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { endpoint, fixture, postedForm } from './_shared/testing.ts'

// The 11-digit national number, in the form's field "id".
const check = endpoint(
  'https://login.moonbasa.com',
  '/home/checkmobile',
  postedForm({ id: '13800138000' }),
)

describeRecordedPhoneCheck(moonbasaPhoneModule, {
  query: '+8613800138000',
  check,
  proof: {
    found: /→ HTTP 200, field Result is "-1"$/,
    notFound: /→ HTTP 200, field Result is "1"$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads a refusal at 200 (Result -9) as no verdict': {
      answers: [check(200, fixture('moonbasa-phone', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
