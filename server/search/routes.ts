import { PassThrough } from 'node:stream'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ModuleResult, StreamMessage } from '../../engine/types.ts'
import { SearchRequest } from './search-request.ts'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { CreditsBus } from '../credits/bus.ts'
import { spendCredit } from '../credits/ledger.ts'
import type { SearchEngine } from './search-engine.ts'
import { createLiveSearches, type LiveSearch, type LiveSearchOptions } from './live-searches.ts'
import type { SearchLeases } from './leases.ts'
import { toldNothing } from '../../shared/coverage.ts'
import { createRateLimiter } from './rate-limiter.ts'
import type { SearchSummary } from '../../shared/api.ts'

/** How long a stopping server waits for its searches to settle their credits. */
const DRAIN_MS = 5000

export function registerSearchRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    bus: CreditsBus
    engine: SearchEngine
    leases: SearchLeases
    live?: LiveSearchOptions
    limits?: { perUser: number; perIp: number; windowMs: number }
  },
) {
  const { db, bus, leases } = deps
  const limits = deps.limits ?? { perUser: 20, perIp: 60, windowMs: 60_000 }
  const perUser = createRateLimiter({ max: limits.perUser, windowMs: limits.windowMs })
  const perIp = createRateLimiter({ max: limits.perIp, windowMs: limits.windowMs })
  const searches = createLiveSearches(deps.live)
  /** Searches whose lease records that a verdict reached their owner. */
  const told = new WeakSet<LiveSearch>()

  /**
   * Records on the lease, before the owner sees them, that these results hold a verdict: from
   * then on even a crash cannot refund the search. Once per search; if the database cannot
   * take it, the results are delivered anyway and a later delivery tries again.
   */
  async function recordVerdict(search: LiveSearch, results: readonly ModuleResult[]) {
    if (told.has(search) || toldNothing(results)) return
    try {
      await leases.markDelivered(search.spendId)
      told.add(search)
    } catch (err) {
      app.log.warn({ err, searchId: search.id }, 'could not record a delivered verdict')
    }
  }

  const running = new Set<Promise<void>>()

  const limit = (reply: FastifyReply, verdict: ReturnType<typeof perUser.hit>) => {
    if (verdict.ok) return
    reply.header('retry-after', String(verdict.retryAfterS))
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many searches. Please wait ${verdict.retryAfterS} seconds.`,
    )
  }

  /** Settles a search's credit, once; the leases tell the owner's pages when it comes back. */
  const settle = (search: LiveSearch, refund: boolean) => leases.settle(search.spendId, refund)

  /**
   * A search that ends before its report is complete (nobody watching, shutdown, a failure)
   * is judged by what reached its owner; when that told nothing, the credit goes back and
   * what never reached them is withdrawn.
   */
  async function endEarly(search: LiveSearch, message: string) {
    const refund = toldNothing(searches.deliveredResults(search))
    if (refund) searches.withdrawUndelivered(search)
    searches.publish(search, { type: 'error', message, refunded: await settle(search, refund) })
  }

  /** Runs the engine for a search, keeping every message for reconnects. */
  async function run(search: LiveSearch, timeoutS: number, log: FastifyBaseLogger) {
    try {
      for await (const message of deps.engine({
        type: search.type,
        query: search.query,
        signal: search.controller.signal,
        timeoutS,
      })) {
        if (message.type === 'complete') {
          // The whole report is handed over (and kept for reconnects): judged as a whole.
          const refund = toldNothing(message.results)
          searches.publish(search, { ...message, refunded: await settle(search, refund) })
        } else {
          if (message.type === 'result' && search.listeners.size > 0)
            await recordVerdict(search, [message.data])
          searches.publish(search, message)
        }
      }
      if (!search.results) await endEarly(search, 'The search was stopped before it finished.')
    } catch (err) {
      log.error({ err, searchId: search.id }, 'search failed')
      await endEarly(search, 'Unknown search error').catch((settleErr: unknown) => {
        log.error({ err: settleErr, searchId: search.id }, 'search could not be settled')
        searches.publish(search, { type: 'error', message: 'Unknown search error' })
      })
    } finally {
      searches.finish(search)
    }
  }

  // A stopping server stops its searches and writes their settlements before the database
  // closes; their streams end with the outcome.
  app.addHook('preClose', async () => {
    searches.abortAll()
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))
    await Promise.race([Promise.allSettled(running), late])
    clearTimeout(timer)
  })

  app.post('/api/searches', async (req, reply) => {
    const user = await requireUser(db, req, reply)
    limit(reply, perUser.hit(user.id))
    limit(reply, perIp.hit(req.ip))
    const body = SearchRequest.safeParse(req.body)
    if (!body.success) {
      const queryIssue = body.error.issues.find((i) => i.path[0] === 'query' && i.code === 'custom')
      throw new AppError(
        400,
        queryIssue ? 'INVALID_QUERY' : 'BAD_REQUEST',
        queryIssue?.message ?? 'Choose email, phone or username and enter something to search.',
      )
    }
    const { type, query, timeout } = body.data
    const spend = await spendCredit(db, user.id, type, leases.terms)
    if (!spend)
      throw new AppError(
        402,
        'NO_CREDITS',
        'You need at least 1 credit to search. Buy Search Credits to continue.',
      )
    await bus.publish(user.id)
    const search = searches.create({ userId: user.id, type, query, spendId: spend.spendId })
    const task = run(search, timeout, req.log)
    running.add(task)
    void task.finally(() => running.delete(task))
    return reply
      .code(201)
      .send({ id: search.id, type: search.type, query: search.query, credits: spend.balance })
  })

  /** The signed-in owner's search, or 404: another person's search looks like none at all. */
  async function ownSearch(req: FastifyRequest, reply: FastifyReply): Promise<LiveSearch> {
    const user = await requireUser(db, req, reply)
    const search = searches.get((req.params as { id: string }).id, user.id)
    if (!search)
      throw new AppError(404, 'SEARCH_NOT_FOUND', 'This search does not exist or has expired.')
    return search
  }

  app.get('/api/searches/:id/stream', async (req, reply) => {
    const search = await ownSearch(req, reply)
    // What is about to be shown to the owner: a verdict in it means the credit stays spent.
    await recordVerdict(
      search,
      search.messages.flatMap((m) => (m.type === 'result' ? [m.data] : [])),
    )
    const out = new PassThrough()
    const unsubscribe = searches.subscribe(search, (message: StreamMessage) => {
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
  })

  // What a page opened at /results/:id (a reload, a new tab) needs before the stream.
  app.get('/api/searches/:id/summary', async (req, reply): Promise<SearchSummary> => {
    const search = await ownSearch(req, reply)
    reply.header('cache-control', 'no-store')
    return { id: search.id, type: search.type, query: search.query, finished: search.finished }
  })

  app.get('/api/searches/:id', async (req, reply) => {
    const search = await ownSearch(req, reply)
    if (!search.results) throw new AppError(409, 'SEARCH_RUNNING', 'The search is still running.')
    reply.header('cache-control', 'no-store')
    return search.results
  })
}
