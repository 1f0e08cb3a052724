import { jiosaavnModule } from './jiosaavn.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedForm } from './_shared/testing.ts'

const check = endpoint(
  'https://www.saavn.com',
  '/api.php',
  postedForm({
    __call: 'user.isRegisteredEmail',
    _format: 'json',
    _marker: '0',
    ctx: 'android',
    api_version: '4',
    email: ADDRESS,
  }),
)

describeRecordedCheck(jiosaavnModule, {
  check,
  proof: oneValueProof('field status', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})
