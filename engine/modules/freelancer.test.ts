import { freelancerModule } from './freelancer.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.freelancer.com',
  '/api/users/0.1/users/check?compact=true&new_errors=true',
  postedJson({ user: { email: ADDRESS } }),
)

describeRecordedCheck(freelancerModule, {
  check,
  foundStatus: 409,
  proof: {
    found: /HTTP 409, error_code is EMAIL_ALREADY_IN_USE$/,
    notFound: /HTTP 200, field status is "success"$/,
  },
  blockedReason: 'rate_limited',
  wall: [
    check(429, '{"status":"error","message":"Too many requests","error_code":"RATE_LIMITED"}'),
  ],
})
