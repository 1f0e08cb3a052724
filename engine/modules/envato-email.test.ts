import { envatoEmailModule } from './envato-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  itLooksUp,
  postedJson,
  sharedWall,
} from './_shared/testing.ts'

const check = endpoint(
  'https://account.envato.com',
  '/api/public/validate_email',
  postedJson({ language_code: 'en', email: ADDRESS }),
)

describeSilentCheck(envatoEmailModule, {
  answers: {
    found: [check(422, fixture('envato-email', 'found.json'))],
    not_found: [check(204, '', { headers: {} })],
    blocked: [
      check(403, sharedWall('cloudflare-challenge.html', 'account.envato.com'), HTML_HEADERS),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 422, error_message says "This email address is already in use\."$/,
    notFound: /HTTP 204, no content: the address passes the sign-up check$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(envatoEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('envato-email', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [check(422, '{"error_message":"Please enter a valid email address."}')],
    ...UNRECOGNISED,
  },
})
