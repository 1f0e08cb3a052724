import { tatacliqModule } from './tatacliq.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  fixtureWith,
  itLooksUp,
} from './_shared/testing.ts'

// The body pins sendOtp: false, the flag that keeps the sign-in service from texting a code.
const check = endpoint('https://api.tatadigital.com', '/api/v2/sso/check-email', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS, sendOtp: false }),
})

describeSilentCheck(tatacliqModule, {
  answers: {
    found: [check(200, fixture('tatacliq', 'found.json'))],
    not_found: [check(200, fixture('tatacliq', 'not-found.json'))],
    blocked: [check(403, fixture('tatacliq', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: {
    email: ADDRESS,
    phone_hint: '+91 ******3210',
    user_type: 'existing',
    email_verified: true,
  },
  proof: {
    found: /HTTP 200, field userType is "existing"$/,
    notFound: /HTTP 200, field userType is "new"$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(tatacliqModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('tatacliq', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'leaves out a phone hint that is a whole number rather than a mask': {
    query: ADDRESS,
    answers: [check(200, fixtureWith('tatacliq', 'found.json', ['phoneMasked'], '+919876543210'))],
    status: 'found',
    fieldsAbsent: ['phone_hint'],
  },
  'gives no verdict on a user type it does not know': {
    query: ADDRESS,
    answers: [check(200, fixtureWith('tatacliq', 'found.json', ['userType'], 'guest'))],
    ...UNRECOGNISED,
  },
})
