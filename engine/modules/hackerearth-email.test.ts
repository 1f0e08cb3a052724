import { expect } from 'vitest'
import { hackerearthEmailModule } from './hackerearth-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://www.hackerearth.com',
  '/api/v1/sparta/auth/signup/?sxhr=true&next=%2Fcommunity%2Fdashboard%2F',
  { method: 'POST' },
)

describeSilentCheck(hackerearthEmailModule, {
  answers: {
    found: [check(400, fixture('hackerearth-email', 'found.json'))],
    not_found: [check(400, fixture('hackerearth-email', 'not-found.json'))],
    blocked: [check(403, fixture('hackerearth-email', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 400, errors\.email says "This email is already registered with us\."$/,
    notFound: /HTTP 400, errors names the password and not the email$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(hackerearthEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('hackerearth-email', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'sends a blank password, so the sign-up cannot go through': {
    query: ADDRESS,
    answers: [check(400, fixture('hackerearth-email', 'not-found.json'))],
    status: 'not_found',
    sent: expect.objectContaining({ email: ADDRESS, password: '' }),
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [
      check(
        400,
        '{"errors":{"email":"Enter a valid email address.","password":"This field is required."}}',
      ),
    ],
    ...UNRECOGNISED,
  },
})
