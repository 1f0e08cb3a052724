import { insightlyModule } from './insightly.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://accounts.insightly.com',
  '/signup/isemailvalid',
  postedForm({ emailaddress: ADDRESS }),
)

describeRecordedCheck(insightlyModule, {
  check,
  proof: {
    found: /HTTP 200, the answer says "An account exists for this address"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on a refusal that is not about an account': {
      answers: [check(200, '"Please enter a valid email address."')],
      ...UNRECOGNISED,
    },
  },
})
