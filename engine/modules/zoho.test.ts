import { zohoModule } from './zoho.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { UNRECOGNISED, fixture, fixtureWith, itLooksUp } from './_shared/testing.ts'
import { ZOHO_PROOF, zohoLookup, zohoSignin } from './_shared/zoho-testing.ts'

const signin = zohoSignin(
  '_zcsr_tmp=5f0d3a9e-7c41-4b8e-9a2d-1e6f8b3c0d47; Path=/; Secure; SameSite=Strict',
)
const lookup = zohoLookup(`/signin/v2/lookup/${ENCODED_ADDRESS}`, {
  mode: 'primary',
  servicename: 'ZohoCRM',
  serviceurl: 'https://crm.zoho.com/crm/ShowHomePage.do',
  service_language: 'en',
})

describeSilentCheck(zohoModule, {
  answers: {
    found: [signin(), lookup(fixture('zoho', 'found.json'))],
    not_found: [signin(), lookup(fixture('zoho', 'not-found.json'))],
    blocked: [signin(200, fixture('_shared', 'zoho-captcha.html'))],
  },
  foundFields: {
    email: ADDRESS,
    phone_hint: '+49 12******34',
    sign_in_methods: 'password, otp',
    data_centre: 'us',
  },
  proof: ZOHO_PROOF,
  blockedReason: 'captcha',
})

itLooksUp(zohoModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [signin(429, fixture('_shared', 'zoho-rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reads an account kept in another data centre as found': {
    query: ADDRESS,
    answers: [signin(), lookup(fixture('zoho', 'other-dc.json'))],
    status: 'found',
    summary: /errors\[0\]\.code is "U400" \(user exists in another data centre\)$/,
    fieldsExactly: { email: ADDRESS, data_centre: 'eu' },
  },
  'gives no verdict on a lookup that names another identifier': {
    query: ADDRESS,
    answers: [
      signin(),
      lookup(fixtureWith('zoho', 'found.json', ['lookup', 'loginid'], 'grace@example.com')),
    ],
    ...UNRECOGNISED,
  },
  'keeps a masked number out of the record when it is not well formed': {
    query: ADDRESS,
    answers: [
      signin(),
      lookup(
        fixtureWith(
          'zoho',
          'found.json',
          ['lookup', 'modes', 'otp', 'data', 0, 'r_mobile'],
          '4912345634',
        ),
      ),
    ],
    status: 'found',
    fieldsAbsent: ['phone_hint'],
  },
  'gives no verdict on an unknown error': {
    query: ADDRESS,
    answers: [signin(), lookup(fixture('zoho', 'unknown-error.json'))],
    ...UNRECOGNISED,
  },
})
