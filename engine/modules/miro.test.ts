import { miroModule } from './miro.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const TOKEN = 'c3VwZXItc2VjcmV0LXNpZ251cC10b2tlbi03ZDFmOWIzeA'
const at = answersFrom('https://miro.com')
const page = (status = 200, body = fixture('miro', 'signup.html')) =>
  at('/en/signup/', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': ['PHPSESSID=q2v8n4m1b7c5x9z3; path=/; secure; HttpOnly; SameSite=Lax'],
    },
  })
const check = (status: number, body: string) =>
  at('/signup/', status, body, {
    method: 'POST',
    requestBody: `registration_check=${ENCODED_ADDRESS}&csrfToken=${TOKEN}`,
  })

describeSilentCheck(miroModule, {
  answers: {
    found: [page(), check(200, fixture('miro', 'found.json'))],
    not_found: [page(), check(200, fixture('miro', 'not-found.json'))],
    blocked: [page(403, fixture('miro', 'walled.html'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field isAlreadyRegistered is true$/,
    notFound: /HTTP 200, field isAlreadyRegistered is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(miroModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [page(), check(429, fixture('miro', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'asks nothing when the sign-up page carries no form token': {
    query: ADDRESS,
    answers: [page(200, '<html><head><title>Miro</title></head><body></body></html>')],
    ...UNRECOGNISED,
  },
})
