import { skoutModule } from './skout.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://api.skout.com',
  `/validations/Users_NewUserCheck?email=${ENCODED_ADDRESS}&name=notSet&brand=skout`,
)

describeRecordedCheck(skoutModule, {
  check,
  foundStatus: 409,
  proof: {
    found: /HTTP 409, statusMessage is "Email already exists"$/,
    notFound: /HTTP 200, field statusCode is 200$/,
  },
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'api.skout.com'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a conflict over another field': {
      answers: [check(409, '{"statusCode":409,"statusMessage":"Name is not allowed"}')],
      ...UNRECOGNISED,
    },
  },
})
