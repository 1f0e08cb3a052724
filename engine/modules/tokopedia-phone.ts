/**
 * Tokopedia (marketplace, Indonesia). POST https://gql.tokopedia.com/graphql/checkAccount with
 * the login page's GraphQL operation registerCheck(id: "62…") answers
 * [{"data": {"registerCheck": {"isExist": true, "errors": [], …}}}] when an account holds the
 * number and "isExist": false when none does.
 *
 * Silent: the login page asks it to choose its next screen; the one-time code is sent by a
 * separate, later operation that this module never calls. The operation is a GraphQL
 * "mutation" by name only: it changes nothing.
 *
 * Shows no masked contact. Operation, the number's spelling (digits with the calling code)
 * and both answers from public tool data, not verified live.
 */
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { fieldAt } from './_email/account-check.ts'
import { parseJson } from './_email/forms.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const REGISTER_CHECK =
  'mutation checkAccount($id: String!) { registerCheck(id: $id) { isExist errors __typename } }'

export const tokopediaPhoneModule = onePhoneRequest({
  id: 'tokopedia-phone',
  name: 'Tokopedia',
  category: 'shopping',
  url: 'https://www.tokopedia.com/',
  hosts: ['gql.tokopedia.com'],
  countries: ['ID'],
  silence:
    "The login page's registration check, which only chooses the next screen; the one-time code is a separate operation, never called.",
  fixtures: { present: '+6281234567890', absent: '+6281999000017' },
  ask: (phone) => ({
    url: 'https://gql.tokopedia.com/graphql/checkAccount',
    options: {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/json',
        origin: 'https://www.tokopedia.com',
        referer: 'https://www.tokopedia.com/login',
        'x-source': 'tokopedia-lite',
        'x-tkpd-lite-service': 'oauth',
      },
      // GraphQL batches: the page sends a list of one operation.
      body: JSON.stringify([
        {
          operationName: 'checkAccount',
          variables: { id: encodePhone(phone, 'e164-digits') },
          query: REGISTER_CHECK,
        },
      ]),
    },
  }),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const answer = parseJson(res.text)
    if (!Array.isArray(answer)) return unrecognised('registration check answer')
    const isExist = fieldAt(answer[0], 'data.registerCheck.isExist')
    const proof = `field registerCheck.isExist is ${JSON.stringify(isExist)}`
    if (isExist === true) return phoneAccount(phone, proof)
    if (isExist === false) return notFound(proof)
    return unrecognised('registration check answer')
  },
})
