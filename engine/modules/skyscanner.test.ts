import { skyscannerModule } from './skyscanner.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const search = endpoint(
  'https://mobile.ds.skyscanner.net',
  '/g/traveller-auth-service/accounts/v2/search',
  { method: 'POST', requestBody: JSON.stringify({ email: ADDRESS }) },
)

describeSilentCheck(skyscannerModule, {
  answers: {
    found: [search(200, fixture('skyscanner', 'found.json'))],
    not_found: [search(404, fixture('skyscanner', 'not-found.json'))],
    blocked: [search(403, fixture('skyscanner', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, providers: 'EMAIL VERIFIED, GOOGLE VERIFIED' },
  proof: {
    found: /HTTP 200, field providers lists 2 sign-in providers$/,
    notFound: /HTTP 404, code 404 "Not Found" in the account search's own answer$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(skyscannerModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [search(429, fixture('skyscanner', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'does not read any 404 page as absence, only the service’s own answer': {
    query: ADDRESS,
    answers: [search(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
    ...UNRECOGNISED,
  },
  'does not read a 404 in another JSON shape as absence': {
    query: ADDRESS,
    answers: [search(404, '{"error":"route not found"}')],
    ...UNRECOGNISED,
  },
})
