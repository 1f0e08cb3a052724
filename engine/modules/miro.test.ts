import { miroModule } from './miro.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, answersFrom, fixture, pageWithCookies } from './_shared/testing.ts'

const TOKEN = 'c3VwZXItc2VjcmV0LXNpZ251cC10b2tlbi03ZDFmOWIzeA'
const at = answersFrom('https://miro.com')
const page = pageWithCookies('https://miro.com', '/en/signup/', fixture('miro', 'signup.html'), [
  'PHPSESSID=q2v8n4m1b7c5x9z3; path=/; secure; HttpOnly; SameSite=Lax',
])
const check = (status: number, body: string) =>
  at('/signup/', status, body, {
    method: 'POST',
    requestBody: `registration_check=${ENCODED_ADDRESS}&csrfToken=${TOKEN}`,
  })

describeRecordedCheck(miroModule, {
  check,
  page,
  proof: oneValueProof('field isAlreadyRegistered', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'asks nothing when the sign-up page carries no form token': {
      answers: [page(200, '<html><head><title>Miro</title></head><body></body></html>')],
      ...UNRECOGNISED,
    },
  },
})
