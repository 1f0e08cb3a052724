import { stravaModule } from './strava.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, fixture } from './_shared/testing.ts'

const TOKEN =
  'b7gQ2Yl0mXwR5tK9pN3cV8sJ1fH6dA4eZ2uL0oI7yT5rE3wQ9xM1nB6vC8kG4jP0aS2dF5hU7iO9lY3tR6eW1q=='
const checkPath = `/athletes/email_unique?email=${ENCODED_ADDRESS}`

describeSilentCheck(stravaModule, {
  answer(p, scenario) {
    const site = p.agent.get('https://www.strava.com')
    site.intercept({ path: '/register/free' }).reply(200, fixture('strava', 'register.html'), {
      headers: {
        ...HTML_HEADERS.headers,
        'set-cookie':
          '_strava4_session=9r2k4m1c8p0f3s7t5v6w; path=/; secure; HttpOnly; SameSite=Lax',
      },
    })
    const check = site.intercept({
      path: checkPath,
      headers: { 'x-csrf-token': TOKEN, cookie: '_strava4_session=9r2k4m1c8p0f3s7t5v6w' },
    })
    // The answer is a bare JSON boolean.
    if (scenario === 'found') check.reply(200, 'false', JSON_HEADERS)
    else if (scenario === 'not_found') check.reply(200, 'true', JSON_HEADERS)
    else check.reply(429, '{"message":"Rate Limit Exceeded"}', JSON_HEADERS)
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /email_unique\?.* → HTTP 200, the body is "false"$/,
    notFound: /email_unique\?.* → HTTP 200, the body is "true"$/,
  },
  blockedReason: 'rate_limited',
  calls: ['GET https://www.strava.com/register/free', `GET https://www.strava.com${checkPath}`],
})
