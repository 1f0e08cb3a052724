import { stravaModule } from './strava.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, fixture, pageWithCookies } from './_shared/testing.ts'

const ORIGIN = 'https://www.strava.com'
const TOKEN =
  'b7gQ2Yl0mXwR5tK9pN3cV8sJ1fH6dA4eZ2uL0oI7yT5rE3wQ9xM1nB6vC8kG4jP0aS2dF5hU7iO9lY3tR6eW1q=='
const SESSION = '_strava4_session=9r2k4m1c8p0f3s7t5v6w'
const register = pageWithCookies(ORIGIN, '/register/free', fixture('strava', 'register.html'), [
  `${SESSION}; path=/; secure; HttpOnly; SameSite=Lax`,
])
const check = endpoint(ORIGIN, `/athletes/email_unique?email=${ENCODED_ADDRESS}`, {
  requestHeaders: { 'x-csrf-token': TOKEN, cookie: SESSION },
})

describeRecordedCheck(stravaModule, {
  // The registration page gives the session and the token the check carries; the answer is a
  // bare JSON boolean.
  before: [register()],
  check,
  proof: oneValueProof('the body', 'false', 'true', 'email_unique?'),
  blockedReason: 'rate_limited',
  wall: [register(), check(429, '{"message":"Rate Limit Exceeded"}')],
})
