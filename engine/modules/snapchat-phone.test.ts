import { snapchatPhoneModule } from './snapchat-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  pageWithCookies,
  postedForm,
  sharedWall,
} from './_shared/testing.ts'

const ORIGIN = 'https://accounts.snapchat.com'
const TOKEN = 'b3f1c9a2-5d7e-4a80-9c1b-2e6f8d0a4c73'
const recorded = (file: string) => fixture('snapchat-phone', file)
const signup = pageWithCookies(ORIGIN, '/', recorded('accounts.html'), [
  `xsrf_token=${TOKEN}; Path=/; Secure; SameSite=Lax`,
])
// The form's own fields: the ISO country apart, the national number without its trunk prefix.
const validate = endpoint(
  ORIGIN,
  '/accounts/validate_phone_number',
  postedForm({ phone_country_code: 'GB', phone_number: '7400123456', xsrf_token: TOKEN }),
)

describePhoneCheck(snapchatPhoneModule, {
  answers: {
    found: [signup(), validate(200, recorded('found.json'))],
    not_found: [signup(), validate(200, recorded('not-found.json'))],
    blocked: [signup(403, sharedWall('cloudflare-challenge.html', 'accounts.snapchat.com'))],
  },
  proof: {
    found: /validate_phone_number → HTTP 200, field status_code is "TAKEN_NUMBER"$/,
    notFound: /validate_phone_number → HTTP 200, field status_code is "OK"$/,
  },
  blockedReason: 'captcha',
  rateLimited: [signup(), validate(429, recorded('rate-limited.html'), HTML_HEADERS)],
  cases: {
    'gives no verdict on a number the form refuses': {
      answers: [signup(), validate(200, recorded('invalid.json'))],
      ...UNRECOGNISED,
    },
    'gives no verdict when the page sets no xsrf token': {
      answers: [pageWithCookies(ORIGIN, '/', recorded('accounts.html'), [])()],
      ...UNRECOGNISED,
    },
  },
})
