import { instagramEmailModule } from './instagram-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, JSON_HEADERS, fixture } from './_shared/testing.ts'

const CSRF = 'q7Xb2KpLm9RtW4vZ8cN1yF6hJ3sD0aGe'
const files = { found: 'found.json', not_found: 'not-found.json', blocked: 'rate-limited.json' }

describeSilentCheck(instagramEmailModule, {
  answer(p, scenario) {
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
      .reply(200, fixture('instagram-email', files[scenario]), JSON_HEADERS)
  },
  foundFields: { email: ADDRESS },
  blockedReason: 'rate_limited',
  calls: [
    'GET https://www.instagram.com/accounts/emailsignup/',
    'POST https://www.instagram.com/api/v1/web/accounts/web_create_ajax/attempt/',
  ],
})
