import { tellonymEmailModule } from './tellonym-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://api.tellonym.me',
  `/accounts/check?email=${ENCODED_ADDRESS}&limit=25`,
)

describeRecordedCheck(tellonymEmailModule, {
  check,
  foundStatus: 400,
  proof: {
    found: /HTTP 400, the answer has error code EMAIL_ALREADY_IN_USE$/,
    notFound: /HTTP 200, field email is true$/,
  },
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'api.tellonym.me'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on another refusal of the address': {
      answers: [check(400, '{"err":{"code":"PARAMETER_INVALID","msg":"email"}}')],
      ...UNRECOGNISED,
    },
    'gives no verdict on a 200 that does not accept the address': {
      answers: [check(200, '{"email":false}')],
      ...UNRECOGNISED,
    },
  },
})
