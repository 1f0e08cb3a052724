import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../auth/current-user.ts'
import { AppError } from '../../errors.ts'
import type { SearchRateLimits } from './rate-limits.ts'

/**
 * The signed-in person asking to start a search (401 otherwise), once the request is counted
 * against their limits: an invalid one against the looser limit mistakes have, apart from
 * searches. Over a limit it answers 429, with when to try again.
 */
export async function signedInWithinLimits(
  db: Db,
  limits: SearchRateLimits,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const user = await requireUser(db, req, reply)
  const invalid = Boolean(req.validationError)
  const verdict = invalid
    ? await limits.hitInvalid(user.id, req.ip)
    : await limits.hit(user.id, req.ip)
  if (verdict.ok) return user
  const what = invalid ? 'invalid searches' : 'searches'
  reply.header('retry-after', String(verdict.retryAfterS))
  throw new AppError(
    429,
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${verdict.retryAfterS} seconds.`,
  )
}
