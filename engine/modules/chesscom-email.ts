/**
 * Chess.com. POST https://www.chess.com/rpc/chesscom.authentication.v1.EmailValidationService/Validate
 * (Connect RPC, JSON) with {"email"} answers {"status":"EMAIL_STATUS_TAKEN"} or
 * {"status":"EMAIL_STATUS_AVAILABLE"}.
 *
 * Silent: the registration form calls it while you type; it validates, creates nothing and
 * sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord } from './_shared/fields.ts'
import { NOT_FOUND, found, unexpected, unrecognised } from './_shared/outcomes.ts'

export const chesscomEmailModule: LookupModule = {
  id: 'chesscom-email',
  name: 'Chess.com',
  category: 'gaming',
  types: ['email'],
  url: 'https://www.chess.com/',
  hosts: ['www.chess.com'],
  kind: 'module',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
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
    if (status === 'EMAIL_STATUS_TAKEN') return found(buildRecord({ email: ctx.query }))
    if (status === 'EMAIL_STATUS_AVAILABLE') return NOT_FOUND
    return unrecognised('email validation status')
  },
}
