import { baihePhoneModule } from './baihe-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { answersFrom, fixture } from './_shared/testing.ts'

// The 11-digit national number, in the parameter the form names "email".
const check = (status: number, body: string) =>
  answersFrom('https://my.baihe.com')('/register/emailCheckForXs?email=13800138000', status, body)

describeRecordedPhoneCheck(baihePhoneModule, {
  query: '+8613800138000',
  check,
  proof: {
    found: /→ HTTP 200, field state is 0$/,
    notFound: /→ HTTP 200, field state is 1$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads a refusal at 200 (too many requests) as no verdict': {
      answers: [check(200, fixture('baihe-phone', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
