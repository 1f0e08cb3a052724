/**
 * Chess.com. POST https://www.chess.com/rpc/chesscom.authentication.v1.EmailValidationService/Validate
 * (Connect RPC, JSON) with {"email"} answers {"status":"EMAIL_STATUS_TAKEN"} or
 * {"status":"EMAIL_STATUS_AVAILABLE"}.
 *
 * Silent: the registration form calls it while you type; it validates, creates nothing and
 * sends nothing.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const chesscomEmailModule = emailModule({
  id: 'chesscom-email',
  name: 'Chess.com',
  category: 'gaming',
  url: 'https://www.chess.com/',
  hosts: ['www.chess.com'],
  silence:
    "The registration form's address validation, called while the address is typed; it creates nothing and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://www.chess.com/rpc/chesscom.authentication.v1.EmailValidationService/Validate',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'connect-protocol-version': '1',
          origin: 'https://www.chess.com',
          referer: 'https://www.chess.com/register',
        },
        body: { email: ctx.query },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const { status } = res.json<{ status?: unknown }>()
    return accountCheck(
      ctx.query,
      'field status',
      status,
      { taken: ['EMAIL_STATUS_TAKEN'], free: ['EMAIL_STATUS_AVAILABLE'] },
      'email validation status',
    )
  },
})
