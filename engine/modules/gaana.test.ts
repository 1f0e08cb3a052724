import { gaanaModule } from './gaana.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://jsso.indiatimes.com',
  '/sso/crossapp/identity/web/checkUserExists',
  {
    method: 'POST',
    requestHeaders: { channel: 'gaana.com' },
    requestBody: JSON.stringify({ identifier: ADDRESS }),
  },
)

describeRecordedCheck(gaanaModule, {
  check,
  foundFields: { email_verified: true },
  proof: oneValueProof('field data.status', 'VERIFIED_EMAIL', 'UNREGISTERED_EMAIL'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads an unverified address as an account whose email is not verified': {
      answers: [
        check(200, fixture('gaana', 'found.json').replace('VERIFIED_EMAIL', 'UNVERIFIED_EMAIL')),
      ],
      status: 'found',
      fields: { email_verified: false },
    },
    'gives no verdict on a status it does not know, such as a phone-number account': {
      answers: [
        check(200, fixture('gaana', 'found.json').replace('VERIFIED_EMAIL', 'VERIFIED_MOBILE')),
      ],
      ...UNRECOGNISED,
    },
  },
})
