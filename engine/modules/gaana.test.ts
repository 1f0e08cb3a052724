import { gaanaModule } from './gaana.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://jsso.indiatimes.com',
  '/sso/crossapp/identity/web/checkUserExists',
  {
    method: 'POST',
    requestHeaders: { channel: 'gaana.com' },
    requestBody: JSON.stringify({ identifier: ADDRESS }),
  },
)

describeSilentCheck(gaanaModule, {
  answers: {
    found: [check(200, fixture('gaana', 'found.json'))],
    not_found: [check(200, fixture('gaana', 'not-found.json'))],
    blocked: [check(403, fixture('gaana', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, email_verified: true },
  proof: {
    found: /HTTP 200, field data\.status is "VERIFIED_EMAIL"$/,
    notFound: /HTTP 200, field data\.status is "UNREGISTERED_EMAIL"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(gaanaModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('gaana', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reads an unverified address as an account whose email is not verified': {
    query: ADDRESS,
    answers: [
      check(200, fixture('gaana', 'found.json').replace('VERIFIED_EMAIL', 'UNVERIFIED_EMAIL')),
    ],
    status: 'found',
    fields: { email_verified: false },
  },
  'gives no verdict on a status it does not know, such as a phone-number account': {
    query: ADDRESS,
    answers: [
      check(200, fixture('gaana', 'found.json').replace('VERIFIED_EMAIL', 'VERIFIED_MOBILE')),
    ],
    ...UNRECOGNISED,
  },
})
