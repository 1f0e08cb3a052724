import { amocrmModule } from './amocrm.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://www.amocrm.com',
  '/account/check_login.php',
  postedForm({ LOGIN: ADDRESS }),
)

describeRecordedCheck(amocrmModule, {
  check,
  proof: oneValueProof('field status', 'used', 'free'),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a status it does not know': {
      answers: [check(200, '{"status":"error"}')],
      ...UNRECOGNISED,
    },
  },
})
