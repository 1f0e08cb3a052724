import { amocrmModule } from './amocrm.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const check = endpoint('https://www.amocrm.com', '/account/check_login.php', {
  method: 'POST',
  requestBody: `LOGIN=${ENCODED_ADDRESS}`,
})

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
