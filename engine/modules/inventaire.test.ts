import { inventaireModule } from './inventaire.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://inventaire.io',
  `/api/auth?action=email-availability&email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(inventaireModule, {
  answers: {
    found: [check(400, fixture('inventaire', 'found.json'))],
    not_found: [check(200, fixture('inventaire', 'not-found.json'))],
    blocked: [check(403, fixture('inventaire', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 400, status_verbose is "this email is already used"$/,
    notFound: /HTTP 200, field status is "available"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(inventaireModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('inventaire', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an address refused as malformed': {
    query: ADDRESS,
    answers: [
      check(400, '{"status":400,"status_verbose":"invalid email","context":{"email":"x"}}'),
    ],
    ...UNRECOGNISED,
  },
  'gives no verdict when the answer is about another address': {
    query: ADDRESS,
    answers: [check(200, '{"email":"someone.else@example.com","status":"available"}')],
    ...UNRECOGNISED,
  },
})
