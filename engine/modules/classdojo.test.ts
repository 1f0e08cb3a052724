import { classdojoModule } from './classdojo.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://api.classdojo.com',
  `/api/user/emailValidation/${ENCODED_ADDRESS}?skipDomainValidation=false`,
)

describeRecordedCheck(classdojoModule, {
  check,
  foundFields: { account_type: 'teacher', passwordless: false, mandatory_sso: false },
  proof: {
    found: /HTTP 200, field isAvailableForSignUp is false, entityType is "teacher"$/,
    notFound: /HTTP 200, field isAvailableForSignUp is true$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a refusal that names no account': {
      answers: [check(200, '{"isAvailableForSignUp":false}')],
      ...UNRECOGNISED,
    },
  },
})
