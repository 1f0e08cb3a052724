import { latamModule } from './latam.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const aliases = endpoint(
  'https://bff.latam.com',
  `/ws/api/customerportal/v1/rest/proxy/customerProfile/aliases?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(latamModule, {
  check: aliases,
  foundFields: { profiles: 1 },
  proof: oneValueProof('field data.matches', 1, 0),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a count that is not a whole number': {
      answers: [aliases(200, '{"data":{"matches":"0"}}')],
      ...UNRECOGNISED,
    },
  },
})
