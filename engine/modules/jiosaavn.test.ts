import { jiosaavnModule } from './jiosaavn.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint('https://www.saavn.com', '/api.php', {
  method: 'POST',
  requestBody: `__call=user.isRegisteredEmail&_format=json&_marker=0&ctx=android&api_version=4&email=${ENCODED_ADDRESS}`,
})

describeRecordedCheck(jiosaavnModule, {
  check,
  proof: oneValueProof('field status', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})
