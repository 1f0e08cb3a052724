/**
 * Chess.com. POST https://www.chess.com/rpc/chesscom.authentication.v1.EmailValidationService/Validate
 * (Connect RPC, JSON) with {"email"} answers {"status":"EMAIL_STATUS_TAKEN"} or
 * {"status":"EMAIL_STATUS_AVAILABLE"}.
 *
 * Silent: the registration form calls it while you type; it validates, creates nothing and
 * sends nothing.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const chesscomEmailModule = oneRequestCheck({
  id: 'chesscom-email',
  name: 'Chess.com',
  category: 'gaming',
  url: 'https://www.chess.com/',
  hosts: ['www.chess.com'],
  silence:
    "The registration form's address validation, called while the address is typed; it creates nothing and sends nothing.",
  ask: (email) =>
    postJson(
      'https://www.chess.com/rpc/chesscom.authentication.v1.EmailValidationService/Validate',
      { email },
      {
        accept: 'application/json',
        'connect-protocol-version': '1',
        origin: 'https://www.chess.com',
        referer: 'https://www.chess.com/register',
      },
    ),
  answer: {
    at: 'status',
    taken: ['EMAIL_STATUS_TAKEN'],
    free: ['EMAIL_STATUS_AVAILABLE'],
    what: 'email validation status',
  },
})
