import { xPhoneModule } from './x-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

// The number as the form sends it: E.164, its "+" percent-encoded.
const check = endpoint(
  'https://api.x.com',
  '/i/users/phone_number_available.json?raw_phone_number=%2B447400123456',
)
const recorded = (file: string) => fixture('x-phone', file)

describePhoneCheck(xPhoneModule, {
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(429, recorded('rate-limited.json'))],
  },
  proof: {
    found: /raw_phone_number=%2B447400123456 → HTTP 200, field valid is true, available is false$/,
    notFound: /HTTP 200, field valid is true, available is true$/,
  },
  blockedReason: 'rate_limited',
  cases: {
    'gives no verdict on a number the form calls invalid': {
      answers: [check(200, recorded('invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})
