import { edxModule } from './edx.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://courses.edx.org', '/api/user/v1/validation/registration', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}&form_field_key=email`,
})

describeRecordedCheck(edxModule, {
  check,
  proof: {
    found:
      /HTTP 200, validation_decisions\.email says "It looks like ada\.lovelace@example\.com belongs to an existing account\. Try again with a different email address\."$/,
    notFound: /HTTP 200, validation_decisions\.email is empty \(the address may register\)$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'reports the per-address limit, a 403, as unknown': {
      answers: [check(403, fixture('edx', 'forbidden.json'))],
      status: 'unknown',
      reason: 'blocked',
    },
    'gives no verdict when the address itself is refused': {
      answers: [check(200, fixture('edx', 'invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})
