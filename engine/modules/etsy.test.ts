import { etsyModule } from './etsy.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint } from './_shared/testing.ts'

const lookup = endpoint(
  'https://www.etsy.com',
  `/api/v3/ajax/public/users/by-identity-optional?identity=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(etsyModule, {
  check: lookup,
  foundFields: {
    id: '412870355',
    username: 'adalovelace1815',
    name: 'Ada Lovelace',
    location: 'London, United Kingdom',
    bio: 'Knitted punch cards and analytical engine cosies.',
    followers: 214,
    picture_url: 'https://i.etsystatic.com/iusa/4c2f1e/98765432/iusa_400x400.98765432_ab12.jpg',
    profile_url: 'https://www.etsy.com/people/adalovelace1815',
    is_seller: true,
    following: 37,
    favorites: 1290,
    created: '2015-03-25T13:55:32.000Z',
  },
  proof: {
    found: /HTTP 200, field user_id is 412870355 \(login_name 'adalovelace1815'\)$/,
    notFound: /HTTP 200, the answer is null \(no member\)$/,
  },
  blockedReason: 'captcha',
  wallHeaders: { 'x-datadome': 'protected' },
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a member object without a user_id': {
      answers: [lookup(200, '{"login_name":null}')],
      ...UNRECOGNISED,
    },
  },
})
