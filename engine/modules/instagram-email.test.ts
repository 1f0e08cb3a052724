import { instagramEmailModule } from './instagram-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CSRF = 'q7Xb2KpLm9RtW4vZ8cN1yF6hJ3sD0aGe'
const at = answersFrom('https://www.instagram.com')

/** The sign-up page with its session cookie, then `body` as the dry run's answer. */
const dryRun = (body: string) => [
  at('/accounts/emailsignup/', 200, fixture('instagram-email', 'signup.html'), {
    headers: {
      ...HTML_HEADERS.headers,
      'set-cookie': [
        `csrftoken=${CSRF}; Domain=.instagram.com; expires=Sun, 22 Nov 2027 05:00:00 GMT; Max-Age=31449600; Path=/; Secure`,
        'mid=Z0Fb2gALAAH7v0x3hQ; Domain=.instagram.com; expires=Mon, 23 Nov 2026 05:00:00 GMT; Max-Age=31536000; Path=/; Secure',
      ],
    },
  }),
  at('/api/v1/web/accounts/web_create_ajax/attempt/', 200, body, {
    method: 'POST',
    requestHeaders: { 'x-csrftoken': CSRF },
    requestBody: new URLSearchParams({
      email: ADDRESS,
      username: 'zq_lookup_placeholder_7d1f9b3x',
      first_name: '',
      opt_into_one_tap: 'false',
    }).toString(),
  }),
]

describeSilentCheck(instagramEmailModule, {
  answers: {
    found: dryRun(fixture('instagram-email', 'found.json')),
    not_found: dryRun(fixture('instagram-email', 'not-found.json')),
    blocked: dryRun(fixture('instagram-email', 'rate-limited.json')),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /attempt\/ → HTTP 200, errors\.email has code email_is_taken$/,
    notFound: /attempt\/ → HTTP 200, no email error, while the dry run refused __all__$/,
  },
  blockedReason: 'rate_limited',
})

itLooksUp(instagramEmailModule, {
  'gives no verdict on a dry run that refused nothing': {
    query: ADDRESS,
    answers: dryRun('{"account_created":false,"errors":{},"status":"ok"}'),
    ...UNRECOGNISED,
  },
})
