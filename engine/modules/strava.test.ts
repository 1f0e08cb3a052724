import { stravaModule } from './strava.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, answersFrom, fixture } from './_shared/testing.ts'

const TOKEN =
  'b7gQ2Yl0mXwR5tK9pN3cV8sJ1fH6dA4eZ2uL0oI7yT5rE3wQ9xM1nB6vC8kG4jP0aS2dF5hU7iO9lY3tR6eW1q=='
const at = answersFrom('https://www.strava.com')

/** The sign-up page with its session cookie and token, then `body` from the check. */
const unique = (status: number, body: string) => [
  at('/register/free', 200, fixture('strava', 'register.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': '_strava4_session=9r2k4m1c8p0f3s7t5v6w; path=/; secure; HttpOnly; SameSite=Lax',
    },
  }),
  at(`/athletes/email_unique?email=${ENCODED_ADDRESS}`, status, body, {
    requestHeaders: { 'x-csrf-token': TOKEN, cookie: '_strava4_session=9r2k4m1c8p0f3s7t5v6w' },
  }),
]

describeSilentCheck(stravaModule, {
  // The answer is a bare JSON boolean.
  answers: {
    found: unique(200, 'false'),
    not_found: unique(200, 'true'),
    blocked: unique(429, '{"message":"Rate Limit Exceeded"}'),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /email_unique\?.* → HTTP 200, the body is "false"$/,
    notFound: /email_unique\?.* → HTTP 200, the body is "true"$/,
  },
  blockedReason: 'rate_limited',
})
