import { lastfmModule } from './lastfm.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CSRF = 'Hk2pL9xQ4mZ7vT1cR8bN3wY6sD0fJ5gA'
const at = answersFrom('https://www.last.fm')

/** The sign-up page's token cookie, then `status` and `body` from the validation. */
const validate = (status: number, body: string, headers = {}) => [
  at('/join', 200, fixture('lastfm', 'join.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': `csrftoken=${CSRF}; expires=Tue, 23 Nov 2027 06:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure`,
    },
  }),
  at('/join/partial/validate', status, body, {
    method: 'POST',
    requestHeaders: { cookie: `csrftoken=${CSRF}`, 'x-requested-with': 'XMLHttpRequest' },
    requestBody: `csrfmiddlewaretoken=${CSRF}&userName=&email=${ENCODED_ADDRESS}`,
    ...headers,
  }),
]

describeSilentCheck(lastfmModule, {
  answers: {
    found: validate(200, fixture('lastfm', 'found.json')),
    not_found: validate(200, fixture('lastfm', 'not-found.json')),
    blocked: validate(403, fixture('lastfm', 'walled.html'), HTML_HEADERS),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /validate → HTTP 200, field email\.error_messages says 'Sorry, that email address is already registered to another account\.'$/,
    notFound: /validate → HTTP 200, field email\.valid is true$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(lastfmModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: validate(429, fixture('lastfm', 'rate-limited.html'), HTML_HEADERS),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reads an address it refuses for another reason as no verdict': {
    query: ADDRESS,
    answers: validate(200, fixture('lastfm', 'invalid-address.json')),
    ...UNRECOGNISED,
  },
})
