import { jdPhoneModule } from './jd-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { answersFrom, fixture } from './_shared/testing.ts'

// The 11-digit national number.
const check = (status: number, body: string) =>
  answersFrom('https://reg.jd.com')(
    '/validateuser/isMobileEngaged?mobile=13800138000',
    status,
    body,
  )

describeRecordedPhoneCheck(jdPhoneModule, {
  query: '+8613800138000',
  check,
  proof: {
    found: /isMobileEngaged\?mobile=13800138000 → HTTP 200, field success is 1$/,
    notFound: /→ HTTP 200, field success is 0$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads a refusal at 200 (success -1) as no verdict': {
      answers: [check(200, fixture('jd-phone', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
