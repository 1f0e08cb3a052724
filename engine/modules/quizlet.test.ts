import { quizletModule } from './quizlet.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://api.quizlet.com',
  '/3.11/validate-email?client_id=XbSGGchEnA',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(quizletModule, {
  check,
  proof: {
    found: /HTTP 200, validateEmail\.existingAccount is set$/,
    notFound: /HTTP 200, validateEmail\.isValid is true, existingAccount is null$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an address refused without an existing account': {
      answers: [check(200, fixture('quizlet', 'invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})
