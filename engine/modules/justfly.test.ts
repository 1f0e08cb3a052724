import { justflyModule } from './justfly.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://www.justfly.com',
  '/account/modal-login-check-email',
  postedForm({ email: ADDRESS, include_header: '1' }),
)

describeRecordedCheck(justflyModule, {
  check,
  proof: oneValueProof('field emailExists', true, false),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict when the check itself failed': {
      answers: [check(200, '{"result":false,"emailExists":false}')],
      ...UNRECOGNISED,
    },
  },
})
