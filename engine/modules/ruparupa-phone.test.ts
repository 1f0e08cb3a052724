import { ruparupaPhoneModule } from './ruparupa-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { answersFrom } from './_shared/testing.ts'

// The national number, without the calling code or a trunk 0.
const check = (status: number, body: string) =>
  answersFrom('https://wapi.ruparupa.com')('/klk/check-membership?user=81234567890', status, body)

describeRecordedPhoneCheck(ruparupaPhoneModule, {
  query: '+6281234567890',
  check,
  proof: {
    found: /→ HTTP 200, field data\.next_action is "login"$/,
    notFound: /→ HTTP 200, field data\.next_action is "register"$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
