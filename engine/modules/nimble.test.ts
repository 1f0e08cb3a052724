import { nimbleModule } from './nimble.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint('https://www.nimble.com', `/lib/register.php?email=${ENCODED_ADDRESS}`)

describeRecordedCheck(nimbleModule, {
  check,
  proof: {
    found: /HTTP 200, the answer says "This email is already registered"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'www.nimble.com'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on the answer false, which names no account': {
      answers: [check(200, 'false')],
      ...UNRECOGNISED,
    },
  },
})
