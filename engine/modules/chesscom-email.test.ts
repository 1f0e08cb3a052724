import { chesscomEmailModule } from './chesscom-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint(
  'https://www.chess.com',
  '/rpc/chesscom.authentication.v1.EmailValidationService/Validate',
  { method: 'POST', requestBody: JSON.stringify({ email: ADDRESS }) },
)

describeSilentCheck(chesscomEmailModule, {
  answers: {
    found: [check(200, fixture('chesscom-email', 'found.json'))],
    not_found: [check(200, fixture('chesscom-email', 'not-found.json'))],
    blocked: [
      check(403, '<html><head><title>Just a moment...</title></head><body></body></html>', {
        headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is "EMAIL_STATUS_TAKEN"$/,
    notFound: /HTTP 200, field status is "EMAIL_STATUS_AVAILABLE"$/,
  },
  blockedReason: 'captcha',
})
