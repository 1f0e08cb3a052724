import { chesscomEmailModule } from './chesscom-email.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://www.chess.com',
  '/rpc/chesscom.authentication.v1.EmailValidationService/Validate',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(chesscomEmailModule, {
  check,
  proof: oneValueProof('field status', 'EMAIL_STATUS_TAKEN', 'EMAIL_STATUS_AVAILABLE'),
  blockedReason: 'captcha',
  wall: [
    check(403, '<html><head><title>Just a moment...</title></head><body></body></html>', {
      headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
    }),
  ],
})
