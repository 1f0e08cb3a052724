import type { FastifyBaseLogger } from 'fastify'
import type { ModuleResult, QueryType } from '../../engine/types.ts'
import type { SearchStreamMessage } from '../../shared/module-result.ts'
import { toldNothing } from '../../shared/coverage.ts'
import type { Db } from '../db/client.ts'
import type { CreditsBus } from '../credits/bus.ts'
import { spendCredit } from '../credits/ledger.ts'
import type { SearchEngine } from './search-engine.ts'
import { createLiveSearches, type LiveSearch, type LiveSearchOptions } from './live-searches.ts'
import type { SearchLeases } from './leases.ts'
import type { Admission } from './admission.ts'

/** How long a stopping server waits for its searches to settle their credits. */
const DRAIN_MS = 5000

/**
 * A paid search's life: one credit spent, a turn waited for when the instance is full, the
 * engine run, every message published for the
 * owner's streams, and the credit settled by what reached the owner (`toldNothing`, the one
 * refund rule). Routes only parse, authorise, hand over and stream.
 */
export function createPaidSearches(deps: {
  db: Db
  bus: CreditsBus
  engine: SearchEngine
  leases: SearchLeases
  /** How many searches run at once; the rest wait their turn (and hear their place). */
  admission: Admission
  log: FastifyBaseLogger
  live?: LiveSearchOptions
}) {
  const { db, bus, leases, log } = deps
  const searches = createLiveSearches(deps.live)
  /** Searches whose lease records that a verdict reached their owner. */
  const told = new WeakSet<LiveSearch>()
  const running = new Set<Promise<void>>()

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
      log.warn({ err, searchId: search.id }, 'could not record a delivered verdict')
    }
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

  /**
   * Waits for the search's turn, telling its owner their place meanwhile. Null when it was
   * stopped first (nobody watching, shutdown): it leaves the queue without running.
   */
  async function turn(search: LiveSearch): Promise<(() => void) | null> {
    let queued = false
    try {
      const free = await deps.admission.enter(
        {
          userId: search.userId,
          onPlace: (ahead) => {
            queued = true
            searches.publish(search, { type: 'queued', ahead })
          },
        },
        search.controller.signal,
      )
      if (queued) searches.publish(search, { type: 'started' })
      return free
    } catch {
      return null
    }
  }

  /** Runs the engine for a search once its turn comes, keeping every message for reconnects. */
  async function run(search: LiveSearch, timeoutS: number, requestLog: FastifyBaseLogger) {
    const free = await turn(search)
    try {
      if (!free) return await endEarly(search, 'The search was stopped before it started.')
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
      requestLog.error({ err, searchId: search.id }, 'search failed')
      await endEarly(search, 'Unknown search error').catch((settleErr: unknown) => {
        requestLog.error({ err: settleErr, searchId: search.id }, 'search could not be settled')
        searches.publish(search, { type: 'error', message: 'Unknown search error' })
      })
    } finally {
      free?.()
      searches.finish(search)
    }
  }

  return {
    /**
     * Spends one credit and starts the search; null when the person has no credit. The
     * balance change is published before the search starts.
     */
    async start(
      request: { userId: string; type: QueryType; query: string; timeoutS: number },
      requestLog: FastifyBaseLogger,
    ): Promise<{ search: LiveSearch; balance: number } | null> {
      const spend = await spendCredit(db, request.userId, request.type, leases.terms)
      if (!spend) return null
      await bus.publish(request.userId)
      const search = searches.create({
        userId: request.userId,
        type: request.type,
        query: request.query,
        spendId: spend.spendId,
      })
      const task = run(search, request.timeoutS, requestLog)
      running.add(task)
      void task.finally(() => running.delete(task))
      return { search, balance: spend.balance }
    },

    /** The search, only for its owner: anyone else gets nothing, as if it did not exist. */
    get: (id: string, userId: string) => searches.get(id, userId),

    /**
     * Hands the owner the messages so far, then each new one. What is about to be shown is
     * recorded first: a verdict in it means the credit stays spent.
     */
    async watch(
      search: LiveSearch,
      listener: (message: SearchStreamMessage) => void,
    ): Promise<() => void> {
      await recordVerdict(
        search,
        search.messages.flatMap((m) => (m.type === 'result' ? [m.data] : [])),
      )
      return searches.subscribe(search, listener)
    },

    /**
     * A stopping server stops its searches and writes their settlements before the database
     * closes; their streams end with the outcome.
     */
    async drain() {
      searches.abortAll()
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))
      await Promise.race([Promise.allSettled(running), late])
      clearTimeout(timer)
    },
  }
}

export type PaidSearches = ReturnType<typeof createPaidSearches>
