import { eventbriteModule } from './eventbrite.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CSRF = 'b7f2c9e41a6d4e0f8c3b5a9d2e7f1c46'
const at = answersFrom('https://www.eventbrite.com')
const signin = (status = 200, body = fixture('eventbrite', 'signin.html')) =>
  at('/signin/', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        `csrftoken=${CSRF}; Domain=.eventbrite.com; expires=Sat, 20 Nov 2027 10:00:00 GMT; Max-Age=31449600; Path=/; Secure`,
        'G=v%3D2%26i%3Db1c9d2e4; Domain=.eventbrite.com; Path=/; Secure',
      ],
    },
  })
const lookup = (status: number, body: string) =>
  at('/api/v3/users/lookup/', status, body, {
    method: 'POST',
    requestHeaders: { 'x-csrftoken': CSRF },
    requestBody: JSON.stringify({ email: ADDRESS }),
  })

describeSilentCheck(eventbriteModule, {
  answers: {
    found: [signin(), lookup(200, fixture('eventbrite', 'found.json'))],
    not_found: [signin(), lookup(200, fixture('eventbrite', 'not-found.json'))],
    blocked: [signin(403, fixture('eventbrite', 'walled.html'))],
  },
  foundFields: { email: ADDRESS },
  proof: { found: /HTTP 200, field exists is true$/, notFound: /HTTP 200, field exists is false$/ },
  blockedReason: 'captcha',
})

itLooksUp(eventbriteModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [signin(), lookup(429, fixture('eventbrite', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports a refused token as unknown, never as a verdict': {
    query: ADDRESS,
    answers: [signin(), lookup(403, fixture('eventbrite', 'csrf-failed.html'))],
    status: 'unknown',
    reason: 'blocked',
  },
})
