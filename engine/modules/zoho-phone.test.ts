import { zohoPhoneModule } from './zoho-phone.ts'
import { NUMBER, describePhoneCheck } from './_phone/testing.ts'
import { UNRECOGNISED, fixture, fixtureWith } from './_shared/testing.ts'
import { ZOHO_PROOF, zohoLookup, zohoSignin } from './_shared/zoho-testing.ts'

const recorded = (file: string) => fixture('zoho-phone', file)
const signin = zohoSignin()
// The number as Zoho's sign-in page writes it: calling code, a dash, the national number.
const lookup = zohoLookup('/signin/v2/lookup/44-7400123456', {
  mode: 'primary',
  servicename: 'AaaServer',
  serviceurl: 'https://accounts.zoho.com/home',
})

describePhoneCheck(zohoPhoneModule, {
  answers: {
    found: [signin(), lookup(recorded('found.json'))],
    not_found: [signin(), lookup(recorded('not-found.json'))],
    blocked: [signin(200, fixture('_shared', 'zoho-captcha.html'))],
  },
  foundFields: {
    phone_hint: '+44 74******56',
    sign_in_methods: 'otp, password',
    data_centre: 'us',
  },
  proof: ZOHO_PROOF,
  blockedReason: 'captcha',
  rateLimited: [signin(429, fixture('_shared', 'zoho-rate-limited.html'))],
  cases: {
    'reads an account kept in another data centre as found': {
      answers: [signin(), lookup(recorded('other-dc.json'))],
      status: 'found',
      summary: /errors\[0\]\.code is "U400" \(user exists in another data centre\)$/,
      fieldsExactly: { phone: NUMBER, data_centre: 'in' },
    },
    'gives no verdict on a lookup that names another login id': {
      answers: [
        signin(),
        lookup(fixtureWith('zoho-phone', 'found.json', ['lookup', 'loginid'], '447400999999')),
      ],
      ...UNRECOGNISED,
    },
    'gives no verdict on an unknown error': {
      answers: [signin(), lookup(recorded('unknown-error.json'))],
      ...UNRECOGNISED,
    },
  },
})
