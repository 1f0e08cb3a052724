import { PassThrough } from 'node:stream'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify'
import { SearchRequest } from './search-request.ts'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { SearchRateLimits } from './limits/rate-limits.ts'
import { signedInWithinLimits } from './limits/signed-in-within-limits.ts'
import type { PaidSearches } from './paid/paid-searches.ts'
import { startedSearch } from './paid/started-search.ts'
import type { SearchState } from './store/search-store.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SearchParams, SearchReport, SearchSummary, StartedSearch } from '../../shared/api.ts'
import type { SearchStreamMessage } from '../../shared/module-result.ts'

/** Parse, authorise, hand over to the paid searches, stream. */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    searches: PaidSearches
    rateLimits: SearchRateLimits
  },
) {
  const { db, searches } = deps

  const typed = app.withTypeProvider<ZodTypeProvider>()

  // An invalid body reaches the handler (attachValidation): it is counted against its own
  // limit, after the sign-in check, and its query checks carry SPEC 5's messages.
  typed.post(
    '/api/searches',
    { schema: { body: SearchRequest, response: { 201: StartedSearch } }, attachValidation: true },
    async (req, reply) => {
      const user = await signedInWithinLimits(db, deps.rateLimits, req, reply)
      if (req.validationError) {
        const queryIssue = req.validationError.validation.find(
          (issue: FastifySchemaValidationError) =>
            issue.instancePath === '/query' && issue.keyword === 'custom',
        )
        throw new AppError(
          400,
          queryIssue ? 'INVALID_QUERY' : 'BAD_REQUEST',
          queryIssue?.message ?? 'Choose email, phone or username and enter something to search.',
        )
      }
      const { type, query, typed, timeout } = req.body
      const started = await searches.start({
        userId: user.id,
        type,
        query,
        ...(typed ? { typed } : {}),
        timeoutS: timeout,
      })
      return reply.code(201).send(startedSearch(started, 'search'))
    },
  )

  const noSuchSearch = () =>
    new AppError(404, 'SEARCH_NOT_FOUND', 'This search does not exist or has expired.')
  /** Signed in first (401), then the id: one that is not a UUID names no search (404). */
  const aSearch = {
    preValidation: async (req: FastifyRequest, reply: FastifyReply) => {
      await requireUser(db, req, reply)
    },
    config: { invalidRequest: noSuchSearch() },
  }

  /** The signed-in owner's search, or 404: another person's search looks like none at all. */
  async function ownSearch(
    id: string,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SearchState> {
    const user = await requireUser(db, req, reply)
    const search = await searches.get(id, user.id)
    if (!search) throw noSuchSearch()
    return search
  }

  typed.get(
    '/api/searches/:id/stream',
    { schema: { params: SearchParams }, ...aSearch },
    async (req, reply) => {
      const search = await ownSearch(req.params.id, req, reply)
      const out = new PassThrough()
      const unsubscribe = await searches.watch(search, (message: SearchStreamMessage) => {
        out.write(`${JSON.stringify(message)}\n`)
        if (message.type === 'complete' || message.type === 'error') out.end()
      })
      if (search.finished && !out.writableEnded) out.end()
      out.on('close', unsubscribe)
      req.raw.on('close', () => out.destroy())
      return reply
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('application/x-ndjson; charset=utf-8')
        .send(out)
    },
  )

  // What a page opened at /results/:id (a reload, a new tab) needs before the stream.
  typed.get(
    '/api/searches/:id/summary',
    { schema: { params: SearchParams, response: { 200: SearchSummary } }, ...aSearch },
    async (req, reply) => {
      const search = await ownSearch(req.params.id, req, reply)
      reply.header('cache-control', 'no-store')
      return { id: search.id, type: search.type, query: search.query, finished: search.finished }
    },
  )

  typed.get(
    '/api/searches/:id',
    { schema: { params: SearchParams, response: { 200: SearchReport } }, ...aSearch },
    async (req, reply) => {
      const search = await ownSearch(req.params.id, req, reply)
      if (!search.results) throw new AppError(409, 'SEARCH_RUNNING', 'The search is still running.')
      reply.header('cache-control', 'no-store')
      return search.results
    },
  )
}
