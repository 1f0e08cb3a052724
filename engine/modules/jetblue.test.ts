import { jetblueModule } from './jetblue.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const search = endpoint(
  'https://trueblue.jetblue.com',
  `/b2c/search?customer.address.email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(jetblueModule, {
  check: search,
  proof: oneValueProof('field found', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})
