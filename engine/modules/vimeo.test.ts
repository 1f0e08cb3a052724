import { vimeoModule } from './vimeo.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const TOKEN = 'f3a9c1d7.2b8e4f60a1c3d5e7f9b2a4c6e8d0f1a3'
const VUID = 'vuid=pl1763912000.1842735901'
const at = answersFrom('https://vimeo.com')

const viewer = at('/_next/viewer', 200, fixture('vimeo', 'viewer.json'), {
  headers: {
    'content-type': 'application/json',
    'set-cookie': `${VUID}; expires=Wed, 23 Nov 2027 06:00:00 GMT; Max-Age=63072000; path=/; domain=.vimeo.com; secure; SameSite=Lax`,
  },
})

/** The session's token, then `status` and `body` from the join form's validation. */
const validate = (status: number, body: string, headers = {}) => [
  viewer,
  at('/join', status, body, {
    method: 'POST',
    requestHeaders: { cookie: VUID },
    requestBody: `email=${ENCODED_ADDRESS}&token=${TOKEN}&action=join&service=vimeo&email_validation=true`,
    ...headers,
  }),
]

describeSilentCheck(vimeoModule, {
  answers: {
    found: validate(200, fixture('vimeo', 'found.json')),
    not_found: validate(200, fixture('vimeo', 'not-found.json')),
    blocked: validate(403, fixture('vimeo', 'walled.html'), {
      headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
    }),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /join → HTTP 200, field has_error_user_exists is true$/,
    notFound: /join → HTTP 200, the validation answers no errors \(an empty list\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(vimeoModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: validate(429, fixture('vimeo', 'rate-limited.json')),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an error it does not know': {
    query: ADDRESS,
    answers: validate(200, '{"has_error_email_invalid":true}'),
    ...UNRECOGNISED,
  },
  'asks nothing more when the session carries no token': {
    query: ADDRESS,
    answers: [at('/_next/viewer', 200, '{"isLoggedIn":false}')],
    ...UNRECOGNISED,
  },
})
