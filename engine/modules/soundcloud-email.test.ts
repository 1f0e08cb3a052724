import { soundcloudEmailModule } from './soundcloud-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from './_shared/testing.ts'

const CLIENT_ID = 'nZ4k8Qp2Rv7Xw1Ty5Lm9Hb3Jc6Gd0FsA'
const home = answersFrom('https://soundcloud.com', HTML_HEADERS)(
  '/',
  200,
  fixture('soundcloud-email', 'home.html'),
)
const identifier = answersFrom('https://api-auth.soundcloud.com')

/** The home page's client id, then `status` and `body` from the identifier check. */
const check = (status: number, body: string, headers = {}) => [
  home,
  identifier(
    `/web-auth/identifier?q=${ENCODED_ADDRESS}&client_id=${CLIENT_ID}`,
    status,
    body,
    headers,
  ),
]

describeSilentCheck(soundcloudEmailModule, {
  answers: {
    found: check(200, fixture('soundcloud-email', 'found.json')),
    not_found: check(200, fixture('soundcloud-email', 'not-found.json')),
    blocked: check(403, fixture('soundcloud-email', 'walled.html'), {
      headers: { ...HTML_HEADERS.headers, 'x-datadome': 'protected' },
    }),
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /identifier\?.* → HTTP 200, field status is "in_use"$/,
    notFound: /identifier\?.* → HTTP 200, field status is "available"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(soundcloudEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: check(429, fixture('soundcloud-email', 'rate-limited.json')),
    status: 'unknown',
    reason: 'rate_limited',
  },
  'asks nothing more when the home page carries no client id': {
    query: ADDRESS,
    answers: [
      answersFrom('https://soundcloud.com', HTML_HEADERS)('/', 200, '<html><body></body></html>'),
    ],
    ...UNRECOGNISED,
  },
})
