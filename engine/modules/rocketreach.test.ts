import { rocketreachModule } from './rocketreach.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { HTML_HEADERS, answersFrom, fixture } from './_shared/testing.ts'

const TOKEN = 'Wq3hVb8KpL2mN7xR4tY9zA1cD6fG0jHs5uE8iO2kQ4wT7yU1vB3nM6pX9rS2dF5g'
const at = answersFrom('https://rocketreach.co')
const page = (status = 200, body = fixture('rocketreach', 'signup.html')) =>
  at('/signup', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        'csrftoken=Lq4Hn8Rt2Vw6Yz0Bc3Df7Gj1Km5Np9Qs; expires=Sat, 20 Nov 2027 10:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure',
      ],
    },
  })
const check = (status: number, body: string) =>
  at(`/v1/validateEmail?email_address=${ENCODED_ADDRESS}`, status, body, {
    requestHeaders: { 'x-csrftoken': TOKEN },
  })

describeRecordedCheck(rocketreachModule, {
  check,
  before: [page()],
  proof: { found: /HTTP 200, field found is true$/, notFound: /HTTP 200, field found is false$/ },
  blockedReason: 'captcha',
  wall: [page(403, fixture('rocketreach', 'walled.html'))],
  rateLimited: 'rate-limited.json',
})
