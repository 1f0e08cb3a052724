import { rocketreachModule } from './rocketreach.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { answersFrom, fixture, pageWithCookies, sharedWall } from './_shared/testing.ts'

const TOKEN = 'Wq3hVb8KpL2mN7xR4tY9zA1cD6fG0jHs5uE8iO2kQ4wT7yU1vB3nM6pX9rS2dF5g'
const at = answersFrom('https://rocketreach.co')
const page = pageWithCookies(
  'https://rocketreach.co',
  '/signup',
  fixture('rocketreach', 'signup.html'),
  [
    'csrftoken=Lq4Hn8Rt2Vw6Yz0Bc3Df7Gj1Km5Np9Qs; expires=Sat, 20 Nov 2027 10:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure',
  ],
)
const check = (status: number, body: string) =>
  at(`/v1/validateEmail?email_address=${ENCODED_ADDRESS}`, status, body, {
    requestHeaders: { 'x-csrftoken': TOKEN },
  })

describeRecordedCheck(rocketreachModule, {
  check,
  page,
  proof: oneValueProof('field found', true, false),
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'rocketreach.co'),
  rateLimited: 'rate-limited.json',
})
