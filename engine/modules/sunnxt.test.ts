import { sunnxtModule } from './sunnxt.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck, oneValueProof } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const status = endpoint(
  'https://api.sunnxt.com',
  `/user/v2/userAccountStatus/?userid=${ENCODED_ADDRESS}&partner_id=&source=`,
)

describeSilentCheck(sunnxtModule, {
  answers: {
    found: [status(200, fixture('sunnxt', 'found.json'))],
    not_found: [status(200, fixture('sunnxt', 'not-found.json'))],
    blocked: [status(403, fixture('sunnxt', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: {
    email: ADDRESS,
    subscription_status: 'active',
    has_password: true,
    account_type: 'email',
  },
  proof: oneValueProof('field user_available', true, false),
  blockedReason: 'blocked',
})

itLooksUp(sunnxtModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [status(429, fixture('sunnxt', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on an answer that is not a success': {
    query: ADDRESS,
    answers: [status(200, '{"code":400,"status":"FAILURE","message":"Invalid userid"}')],
    ...UNRECOGNISED,
  },
})
