import { tokopediaPhoneModule } from './tokopedia-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { endpoint } from './_shared/testing.ts'

const sent = (id: string) =>
  JSON.stringify([
    {
      operationName: 'checkAccount',
      variables: { id },
      query:
        'mutation checkAccount($id: String!) { registerCheck(id: $id) { isExist errors __typename } }',
    },
  ])

// The number as digits with the calling code, without "+".
const check = endpoint('https://gql.tokopedia.com', '/graphql/checkAccount', {
  method: 'POST',
  requestBody: sent('6281234567890'),
})

describeRecordedPhoneCheck(tokopediaPhoneModule, {
  query: '+6281234567890',
  check,
  proof: {
    found: /→ HTTP 200, field registerCheck\.isExist is true$/,
    notFound: /→ HTTP 200, field registerCheck\.isExist is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads an answer that is not a list of operations as no verdict': {
      answers: [check(200, '{"data":{"registerCheck":{"isExist":true}}}')],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
