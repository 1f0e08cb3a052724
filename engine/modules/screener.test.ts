import { screenerModule } from './screener.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CSRF = 'pQ7wE2rT9yU4iO1aS6dF3gH8jK5lZ0xC7vB2nM9qW4eR1tY6uI3oP8aS5dF0gH2j'
const TOKEN = 'b9c4e1a7d2f85e3c'
const at = answersFrom('https://www.screener.in', { headers: HTML_HEADERS.headers })
const page = (status = 200, body = fixture('screener', 'register.html')) =>
  at('/register/', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        'csrftoken=Lx3Vb8Nm1Qw6Er9Ty2Ui5Op0As4Df7Gh; expires=Sat, 20 Nov 2027 10:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure',
      ],
    },
  })
const submit = (status: number, body: string) =>
  at('/register/', status, body, {
    method: 'POST',
    requestBody: new URLSearchParams({
      csrfmiddlewaretoken: CSRF,
      next: '',
      token: TOKEN,
      email: ADDRESS,
      email2: ADDRESS,
      password: '',
    }).toString(),
  })

describeSilentCheck(screenerModule, {
  answers: {
    found: [page(), submit(200, fixture('screener', 'found.html'))],
    not_found: [page(), submit(200, fixture('screener', 'not-found.html'))],
    blocked: [page(403, fixture('screener', 'walled.html'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the form says "User account with this Email already exists\."$/,
    notFound:
      /HTTP 200, the form's only error is "This field is required\." \(the blank password\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(screenerModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [page(429, fixture('screener', 'rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the form refuses something else too': {
    query: ADDRESS,
    answers: [page(), submit(200, fixture('screener', 'invalid.html'))],
    ...UNRECOGNISED,
  },
})
