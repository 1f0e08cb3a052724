import type { FastifyBaseLogger } from 'fastify'
import type { QueryType } from '../../../engine/types.ts'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import { toldNothing } from '../../../shared/coverage.ts'
import type { Db } from '../../db/client.ts'
import type { CreditsBus } from '../../credits/bus.ts'
import { spendCredit } from '../../credits/ledger.ts'
import type { SearchLeases } from '../leases/leases.ts'
import type { SearchJobs } from '../jobs/search-jobs.ts'
import type { SearchRunner } from '../runner/search-runner.ts'
import type { SearchRecord, SearchState, SearchStore } from '../store/search-store.ts'

interface PaidDeps {
  db: Db
  bus: CreditsBus
  leases: SearchLeases
  store: SearchStore
  jobs: SearchJobs
  /** Stopped at shutdown, once the jobs take no more. */
  runner: SearchRunner
  log: FastifyBaseLogger
}

/**
 * A paid search's life: one credit spent, the search stored and handed to the jobs (which run
 * it here or on another instance when a slot is free: runner/search-runner.ts), and its
 * messages delivered to its owner. Routes only parse, authorise, hand over and stream. Made
 * last, from what was made before it: nothing below calls back into it.
 */
export function createPaidSearches(deps: PaidDeps) {
  const { db, bus, leases, store, jobs } = deps

  return {
    /**
     * Spends one credit and hands the search over; null when the person has no credit. The
     * balance change is published before the search starts.
     */
    async start(request: {
      userId: string
      type: QueryType
      query: string
      /** The query as the person typed it, when that differs (for the exports). */
      typed?: string
      timeoutS: number
      /** A re-check: only these platforms. */
      modules?: readonly string[]
    }): Promise<{ search: SearchRecord; balance: number } | null> {
      const spend = await spendCredit(db, request.userId, request.type, leases.terms)
      if (!spend) return null
      await bus.publish(request.userId)
      try {
        const search = await store.create({ ...request, spendId: spend.spendId })
        await jobs.submit(search)
        return { search, balance: spend.balance }
      } catch (err) {
        // Not handed over: nothing ran, the credit goes back.
        await leases.settle(spend.spendId, 'refund')
        throw err
      }
    },

    /** The search, only for its owner: anyone else gets nothing, as if it did not exist. */
    get: (id: string, userId: string) => store.get(id, userId),

    /** The owner's stream of the search (`deliver`, below). */
    watch: (search: SearchState, show: (message: SearchStreamMessage) => void) =>
      deliver(deps, search, show),

    /**
     * How a search nobody streams ended (its `complete` or `error` message), for a scheduled
     * run that reads the whole report at its end. Nothing is marked delivered on the way, so
     * a search stopped before its end gives its credit back; a complete one is settled by
     * its report, as any search is.
     */
    async outcome(id: string): Promise<SearchEnd> {
      let unsubscribe: (() => void) | undefined
      let ended = false
      const end = new Promise<SearchEnd>((resolve, reject) => {
        store
          .subscribe(id, (message) => {
            if (message.type !== 'complete' && message.type !== 'error') return
            ended = true
            unsubscribe?.()
            resolve(message)
          })
          .then((stop) => {
            unsubscribe = stop
            if (ended) stop()
          }, reject) // unreadable (an outage): the run fails, it does not wait for ever
      })
      return end
    },

    /**
     * A stopping server takes no more searches, stops its own and writes their settlements
     * before the database closes; their streams end with the outcome.
     */
    async drain() {
      await jobs.close()
      await deps.runner.stop()
    },
  }
}

/**
 * Hands the owner the messages so far, then each new one, in order. Before a first verdict
 * is shown it is recorded on the search's lease (from then on the credit is spent); once a
 * search was refunded, what it found is withheld: a refunded search is not read for free.
 * Resolves once the messages so far are handed over, with the function that stops it.
 */
async function deliver(
  deps: PaidDeps,
  search: SearchState,
  show: (message: SearchStreamMessage) => void,
): Promise<() => void> {
  const { leases, log } = deps
  let verdictShown = false
  const mayShow = async (message: SearchStreamMessage) => {
    if (verdictShown || message.type !== 'result' || toldNothing([message.data])) return true
    try {
      verdictShown =
        (await leases.markDelivered(search.spendId)) || !(await leases.refunded(search.spendId))
      return verdictShown
    } catch (err) {
      // The database cannot take it now: shown anyway, as the owner is waiting for it.
      log.warn({ err, searchId: search.id }, 'could not record a delivered verdict')
      return true
    }
  }
  let handing = Promise.resolve()
  const unsubscribe = await deps.store.subscribe(search.id, (message) => {
    handing = handing.then(async () => {
      if (await mayShow(message)) show(message)
    })
  })
  await handing
  return unsubscribe
}

export type PaidSearches = ReturnType<typeof createPaidSearches>

/** The last message of a search. */
export type SearchEnd = Extract<SearchStreamMessage, { type: 'complete' | 'error' }>
