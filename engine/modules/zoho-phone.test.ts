import { zohoPhoneModule } from './zoho-phone.ts'
import { NUMBER, describePhoneCheck } from './_phone/testing.ts'
import {
  UNRECOGNISED,
  answersFrom,
  fixture,
  fixtureWith,
  pageWithCookies,
} from './_shared/testing.ts'

const IAMCSR = '5f0d3a9e-7c41-4b8e-9a2d-1e6f8b3c0d47'
const ORIGIN = 'https://accounts.zoho.com'
const recorded = (file: string) => fixture('zoho-phone', file)
const signin = pageWithCookies(ORIGIN, '/signin', fixture('_shared', 'zoho-signin.html'), [
  `iamcsr=${IAMCSR}; Path=/; Secure; SameSite=None`,
])
// The number as Zoho's sign-in page writes it: calling code, a dash, the national number.
const lookup = (body: string) =>
  answersFrom(ORIGIN)('/signin/v2/lookup/44-7400123456', 200, body, {
    method: 'POST',
    requestHeaders: { 'x-zcsrf-token': `iamcsrcoo=${IAMCSR}` },
    requestBody: new URLSearchParams({
      mode: 'primary',
      servicename: 'AaaServer',
      serviceurl: 'https://accounts.zoho.com/home',
    }).toString(),
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
  proof: {
    found: /HTTP 200, status_code is 201, message is "User exists"$/,
    notFound: /HTTP 200, errors\[0\]\.code is "U401" \(user does not exist\)$/,
  },
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
