import { classdojoModule } from './classdojo.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://api.classdojo.com',
  `/api/user/emailValidation/${ENCODED_ADDRESS}?skipDomainValidation=false`,
)

describeSilentCheck(classdojoModule, {
  answers: {
    found: [check(200, fixture('classdojo', 'found.json'))],
    not_found: [check(200, fixture('classdojo', 'not-found.json'))],
    blocked: [check(403, fixture('classdojo', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: {
    email: ADDRESS,
    account_type: 'teacher',
    passwordless: false,
    mandatory_sso: false,
  },
  proof: {
    found: /HTTP 200, field isAvailableForSignUp is false, entityType is "teacher"$/,
    notFound: /HTTP 200, field isAvailableForSignUp is true$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(classdojoModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('classdojo', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a refusal that names no account': {
    query: ADDRESS,
    answers: [check(200, '{"isAvailableForSignUp":false}')],
    ...UNRECOGNISED,
  },
})
