import { expect, it } from 'vitest'
import { instagramEmailModule } from './instagram-email.ts'
import { UNRECOGNISED, ADDRESS, describeSilentCheck, type Platform } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, fixture, usePlatforms } from './_shared/testing.ts'

const CSRF = 'q7Xb2KpLm9RtW4vZ8cN1yF6hJ3sD0aGe'
const files = { found: 'found.json', not_found: 'not-found.json', blocked: 'rate-limited.json' }

/** The sign-up page with its session cookie, then `body` as the dry run's answer. */
function answers(p: Platform, body: string) {
  const site = p.agent.get('https://www.instagram.com')
  site
    .intercept({ path: '/accounts/emailsignup/' })
    .reply(200, fixture('instagram-email', 'signup.html'), {
      headers: {
        ...HTML_HEADERS.headers,
        'set-cookie': [
          `csrftoken=${CSRF}; Domain=.instagram.com; expires=Sun, 22 Nov 2027 05:00:00 GMT; Max-Age=31449600; Path=/; Secure`,
          'mid=Z0Fb2gALAAH7v0x3hQ; Domain=.instagram.com; expires=Mon, 23 Nov 2026 05:00:00 GMT; Max-Age=31536000; Path=/; Secure',
        ],
      },
    })
  site
    .intercept({
      path: '/api/v1/web/accounts/web_create_ajax/attempt/',
      method: 'POST',
      headers: { 'x-csrftoken': CSRF },
      body: new URLSearchParams({
        email: ADDRESS,
        username: 'zq_lookup_placeholder_7d1f9b3x',
        first_name: '',
        opt_into_one_tap: 'false',
      }).toString(),
    })
    .reply(200, body, JSON_HEADERS)
}

describeSilentCheck(instagramEmailModule, {
  answer: (p, scenario) => answers(p, fixture('instagram-email', files[scenario])),
  foundFields: { email: ADDRESS },
  proof: {
    found: /attempt\/ → HTTP 200, errors\.email has code email_is_taken$/,
    notFound: /attempt\/ → HTTP 200, no email error, while the dry run refused __all__$/,
  },
  blockedReason: 'rate_limited',
  calls: [
    'GET https://www.instagram.com/accounts/emailsignup/',
    'POST https://www.instagram.com/api/v1/web/accounts/web_create_ajax/attempt/',
  ],
})

const platform = usePlatforms()

it('gives no verdict on a dry run that refused nothing', async () => {
  const p = platform()
  answers(p, '{"account_created":false,"errors":{},"status":"ok"}')
  expect(await p.run(instagramEmailModule, ADDRESS, 'email')).toMatchObject(UNRECOGNISED)
})
