import { eventbriteModule } from './eventbrite.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CSRF = 'Qm4tZx8Wc2Lr7Vb1Np5Kd9Hs3Fj6Gy0A'
const at = answersFrom('https://www.eventbrite.com')

const signinPage = at('/signin/', 200, fixture('eventbrite', 'signin.html'), {
  headers: {
    ...HTML_HEADERS.headers,
    'set-cookie': [
      `csrftoken=${CSRF}; expires=Tue, 23 Nov 2027 06:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure`,
      'SS=AE3DLHT1xYk2rXwPq0cZ; Domain=.eventbrite.com; Path=/; Secure; HttpOnly',
    ],
  },
})

/** The sign-in page's token, then `status` and `body` from the lookup. */
const lookup = (status: number, body: string, headers = {}) => [
  signinPage,
  at('/api/v3/users/lookup/', status, body, {
    method: 'POST',
    requestHeaders: { 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}; SS=AE3DLHT1xYk2rXwPq0cZ` },
    requestBody: JSON.stringify({ email: ADDRESS }),
    ...headers,
  }),
]

describeSilentCheck(eventbriteModule, {
  answers: {
    found: lookup(200, fixture('eventbrite', 'found.json')),
    not_found: lookup(200, fixture('eventbrite', 'not-found.json')),
    blocked: lookup(403, fixture('eventbrite', 'walled.html'), {
      headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
    }),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /lookup\/ → HTTP 200, field exists is true$/,
    notFound: /lookup\/ → HTTP 200, field exists is false$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(eventbriteModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: lookup(429, fixture('eventbrite', 'rate-limited.json')),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'asks nothing more when the sign-in page gives no token': {
    query: ADDRESS,
    answers: [at('/signin/', 200, fixture('eventbrite', 'signin.html'), HTML_HEADERS)],
    ...UNRECOGNISED,
  },
})
