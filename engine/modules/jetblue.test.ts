import { jetblueModule } from './jetblue.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const search = endpoint(
  'https://trueblue.jetblue.com',
  `/b2c/search?customer.address.email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(jetblueModule, {
  check: search,
  proof: {
    found: /HTTP 200, field found is true$/,
    notFound: /HTTP 200, field found is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
