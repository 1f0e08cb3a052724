import { skyscannerModule } from './skyscanner.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const search = endpoint(
  'https://mobile.ds.skyscanner.net',
  '/g/traveller-auth-service/accounts/v2/search',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(skyscannerModule, {
  check: search,
  status: 404,
  foundStatus: 200,
  foundFields: { providers: 'EMAIL VERIFIED, GOOGLE VERIFIED' },
  proof: {
    found: /HTTP 200, field providers lists 2 sign-in providers$/,
    notFound: /HTTP 404, code 404 "Not Found" in the account search's own answer$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'does not read any 404 page as absence, only the service’s own answer': {
      answers: [search(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
      ...UNRECOGNISED,
    },
    'does not read a 404 in another JSON shape as absence': {
      answers: [search(404, '{"error":"route not found"}')],
      ...UNRECOGNISED,
    },
  },
})
