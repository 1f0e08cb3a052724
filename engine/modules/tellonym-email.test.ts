import { tellonymEmailModule } from './tellonym-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://api.tellonym.me',
  `/accounts/check?email=${ENCODED_ADDRESS}&limit=25`,
)

describeSilentCheck(tellonymEmailModule, {
  answers: {
    found: [check(400, fixture('tellonym-email', 'found.json'))],
    not_found: [check(200, fixture('tellonym-email', 'not-found.json'))],
    blocked: [check(403, fixture('tellonym-email', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 400, the answer has error code EMAIL_ALREADY_IN_USE$/,
    notFound: /HTTP 200, field email is true$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(tellonymEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('tellonym-email', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another refusal of the address': {
    query: ADDRESS,
    answers: [check(400, '{"err":{"code":"PARAMETER_INVALID","msg":"email"}}')],
    ...UNRECOGNISED,
  },
  'gives no verdict on a 200 that does not accept the address': {
    query: ADDRESS,
    answers: [check(200, '{"email":false}')],
    ...UNRECOGNISED,
  },
})
