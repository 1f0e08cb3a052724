import { disqusEmailModule } from './disqus-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const TOKEN = 'Xq7mB2vKp9RtW4sZ8cN1yF6hJ3dL0aGeUi5oPq2wEr7tYu1iOp3aSd6fGh9jKl0z'
const COOKIE = 'Lm3nB8vC1xZ5aS9dF2gH7jK4qW6eR0tY'
const at = answersFrom('https://disqus.com', { headers: HTML_HEADERS.headers })

const page = (status = 200, body = fixture('disqus-email', 'signup.html')) =>
  at('/profile/signup/', status, body, {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        `csrftoken=${COOKIE}; expires=Tue, 23 Nov 2027 18:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure`,
      ],
    },
  })
const submit = (status: number, body: string) =>
  at('/profile/signup/', status, body, {
    method: 'POST',
    requestHeaders: {
      cookie: `csrftoken=${COOKIE}`,
      referer: 'https://disqus.com/profile/signup/',
    },
    requestBody: new URLSearchParams({
      csrfmiddlewaretoken: TOKEN,
      display_name: 'zq lookup placeholder',
      email: ADDRESS,
      password: '',
      tos: 'on',
      'privacy-policy': 'on',
      'age-declaration': 'on',
      'data-sharing': 'on',
    }).toString(),
  })

describeSilentCheck(disqusEmailModule, {
  answers: {
    found: [page(), submit(200, fixture('disqus-email', 'found.html'))],
    not_found: [page(), submit(200, fixture('disqus-email', 'not-found.html'))],
    blocked: [page(403, fixture('disqus-email', 'walled.html'))],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /POST https:\/\/disqus\.com\/profile\/signup\/ → HTTP 200, the form says "The e-mail address you specified is already in use"$/,
    notFound: /HTTP 200, the form lists 1 error, none about the e-mail address$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(disqusEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [page(), submit(429, fixture('disqus-email', 'rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the form refuses the address for another reason': {
    query: ADDRESS,
    answers: [
      page(),
      submit(
        200,
        fixture('disqus-email', 'not-found.html').replace(
          '<p><label for="id_email">',
          '<ul class="errorlist"><li>Enter a valid email address.</li></ul>\n<p><label for="id_email">',
        ),
      ),
    ],
    // The re-rendered form still carries its reCAPTCHA widget: no verdict, whatever the reason.
    status: 'unknown',
  },
  'gives no verdict on an answer without form errors': {
    query: ADDRESS,
    answers: [page(), submit(200, fixture('disqus-email', 'signup.html'))],
    status: 'unknown',
  },
  'gives no verdict on a page without the form token': {
    query: ADDRESS,
    answers: [
      page(200, '<html><head><title>Disqus</title></head><body><div id="app"></div></body></html>'),
    ],
    ...UNRECOGNISED,
  },
})
