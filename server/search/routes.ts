import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ModuleResult, StreamMessage } from '../../engine/types.ts'
import { SearchRequest } from '../../shared/search-request.ts'
import { validatePhoneNumber } from '../../shared/phone-validation.ts'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { CreditsBus } from '../credits/bus.ts'
import { refundCredit, spendCredit } from '../credits/ledger.ts'
import type { SearchEngine } from './search-engine.ts'
import type { LiveSearch, LiveSearches } from './live-searches.ts'
import { createRateLimiter } from './rate-limiter.ts'
import type { SearchSummary } from '../../shared/api.ts'

/** No module could tell anything: every check failed or was blocked. The credit goes back. */
export function nothingCouldTell(results: readonly ModuleResult[]): boolean {
  return !results.some((r) => r.status === 'found' || r.status === 'not_found')
}

export function registerSearchRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    bus: CreditsBus
    engine: SearchEngine
    searches: LiveSearches
    limits?: { perUser: number; perIp: number; windowMs: number }
  },
) {
  const { db, bus, searches } = deps
  const limits = deps.limits ?? { perUser: 20, perIp: 60, windowMs: 60_000 }
  const perUser = createRateLimiter({ max: limits.perUser, windowMs: limits.windowMs })
  const perIp = createRateLimiter({ max: limits.perIp, windowMs: limits.windowMs })

  const limit = (reply: FastifyReply, verdict: ReturnType<typeof perUser.hit>) => {
    if (verdict.ok) return
    reply.header('retry-after', String(verdict.retryAfterS))
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many searches. Please wait ${verdict.retryAfterS} seconds.`,
    )
  }

  /** Returns a search's credit (once) and tells the owner's open pages. */
  async function giveBack(search: LiveSearch): Promise<boolean> {
    const refunded = await refundCredit(db, search.userId, search.spendId)
    if (refunded) await bus.publish(search.userId)
    return refunded
  }

  /** Runs the engine for a search, keeping every message for reconnects; refunds a search that told nothing. */
  async function run(search: LiveSearch, timeoutS: number, log: FastifyRequest['log']) {
    try {
      for await (const message of deps.engine({
        type: search.type,
        query: search.query,
        signal: search.controller.signal,
        timeoutS,
      })) {
        if (message.type === 'complete' && nothingCouldTell(message.results)) {
          searches.publish(search, { ...message, refunded: await giveBack(search) })
        } else {
          searches.publish(
            search,
            message.type === 'complete' ? { ...message, refunded: false } : message,
          )
        }
      }
      if (!search.results) {
        // Stopped before the end (nobody watching, or shutdown): no verdicts, so refund.
        searches.publish(search, {
          type: 'error',
          message: 'The search was stopped before it finished.',
          refunded: await giveBack(search),
        })
      }
    } catch (err) {
      log.error({ err, searchId: search.id }, 'search failed')
      const refunded = await giveBack(search).catch(() => false)
      searches.publish(search, { type: 'error', message: 'Unknown search error', refunded })
    } finally {
      searches.finish(search)
    }
  }

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
    let query = body.data.query
    if (body.data.type === 'phone') {
      const phone = validatePhoneNumber(query)
      if (!phone.isValid)
        throw new AppError(400, 'INVALID_QUERY', `Invalid phone number: ${phone.errors.join(', ')}`)
      query = phone.formatted
    }
    const spend = await spendCredit(db, user.id, body.data.type)
    if (!spend)
      throw new AppError(
        402,
        'NO_CREDITS',
        'You need at least 1 credit to search. Buy Search Credits to continue.',
      )
    await bus.publish(user.id)
    const search = searches.create({
      userId: user.id,
      type: body.data.type,
      query,
      spendId: spend.spendId,
    })
    void run(search, body.data.timeout, req.log)
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
    const out = new PassThrough()
    const write = (message: StreamMessage) => out.write(`${JSON.stringify(message)}\n`)
    for (const message of search.messages) write(message)
    if (search.finished) {
      out.end()
    } else {
      const unsubscribe = searches.subscribe(search, (message) => {
        write(message)
        if (message.type === 'complete' || message.type === 'error') out.end()
      })
      out.on('close', unsubscribe)
      req.raw.on('close', () => out.destroy())
    }
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
