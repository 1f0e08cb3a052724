import { freelancerModule } from './freelancer.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://www.freelancer.com',
  '/api/users/0.1/users/check?compact=true&new_errors=true',
  { method: 'POST', requestBody: JSON.stringify({ user: { email: ADDRESS } }) },
)

describeSilentCheck(freelancerModule, {
  answers: {
    found: [check(409, fixture('freelancer', 'found.json'))],
    not_found: [check(200, fixture('freelancer', 'not-found.json'))],
    blocked: [
      check(429, '{"status":"error","message":"Too many requests","error_code":"RATE_LIMITED"}'),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 409, error_code is EMAIL_ALREADY_IN_USE$/,
    notFound: /HTTP 200, field status is "success"$/,
  },
  blockedReason: 'rate_limited',
})
