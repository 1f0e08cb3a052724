import { tokopediaPhoneModule } from './tokopedia-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const recorded = (file: string) => fixture('tokopedia-phone', file)
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

describePhoneCheck(tokopediaPhoneModule, {
  number: '+6281234567890',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /→ HTTP 200, field registerCheck\.isExist is true$/,
    notFound: /→ HTTP 200, field registerCheck\.isExist is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: [check(429, recorded('rate-limited.json'))],
  cases: {
    'reads an answer that is not a list of operations as no verdict': {
      answers: [check(200, '{"data":{"registerCheck":{"isExist":true}}}')],
      ...UNRECOGNISED,
    },
    'reads an error list at 200 as no verdict': {
      answers: [check(200, recorded('rate-limited.json'))],
      ...UNRECOGNISED,
    },
  },
})
