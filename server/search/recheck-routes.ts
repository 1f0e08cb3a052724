import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { AppError } from '../errors.ts'
import type { SearchRateLimits } from './limits/rate-limits.ts'
import { signedInWithinLimits } from './limits/signed-in-within-limits.ts'
import type { PaidSearches } from './paid/paid-searches.ts'
import { startedSearch } from './paid/started-search.ts'
import { SearchRequest } from './search-request.ts'
import { StartedSearch } from '../../shared/api.ts'
import { MAX_RECHECK_MODULES } from '../../shared/recheck.ts'

/** A re-check: the query as the report shows it, and the platforms to ask again. */
const RecheckRequest = z
  .object({
    modules: z
      .array(z.string().min(1).max(100))
      .min(1, 'Choose at least one account to re-check.')
      .max(MAX_RECHECK_MODULES, `A re-check asks at most ${MAX_RECHECK_MODULES} platforms.`),
  })
  .and(SearchRequest)

/**
 * POST /api/rechecks: one credit, spent before it starts and refunded by the same rule as any
 * search (nothing told, nothing paid), for asking only the given platforms again. It is a
 * search in every other way: queued, streamed at /api/searches/:id/stream, kept as briefly.
 */
export function registerRecheckRoutes(
  app: FastifyInstance,
  deps: { db: Db; searches: PaidSearches; rateLimits: SearchRateLimits },
) {
  const { db, searches } = deps
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/rechecks',
    {
      schema: { body: RecheckRequest, response: { 201: StartedSearch } },
      attachValidation: true,
    },
    async (req, reply) => {
      const user = await signedInWithinLimits(db, deps.rateLimits, req, reply)
      if (req.validationError) {
        const issue = req.validationError.validation[0]
        throw new AppError(
          400,
          issue?.instancePath === '/query' ? 'INVALID_QUERY' : 'BAD_REQUEST',
          issue?.message ?? 'Choose the accounts to re-check.',
        )
      }
      const { type, query, timeout, modules } = req.body
      const started = await searches.start({
        userId: user.id,
        type,
        query,
        timeoutS: timeout,
        modules: [...new Set(modules)],
      })
      return reply.code(201).send(startedSearch(started, 're-check'))
    },
  )
}
