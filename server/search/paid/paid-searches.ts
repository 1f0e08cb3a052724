import type { QueryType } from '../../../engine/types.ts'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import type { Db } from '../../db/client.ts'
import type { CreditsBus } from '../../credits/bus.ts'
import { spendCredit, type Settlement } from '../../credits/ledger.ts'
import type { CreateSearchJobs } from '../jobs/search-jobs.ts'
import type { SearchRecord, SearchState } from '../store/search-store.ts'
import { deliver } from './deliver.ts'
import { STOPPED_BEFORE_END, runOne, type RunDeps } from './run-one.ts'

/**
 * How long a stopping server waits for its searches to settle their credits: an aborted
 * search settles in milliseconds, and the whole stop must end within 5 s.
 */
const DRAIN_MS = 3000

/**
 * A paid search's life: one credit spent, the search stored and handed to the jobs (which run
 * it here or on another instance when a slot is free: run-one.ts), and its messages delivered
 * to its owner (deliver.ts). Routes only parse, authorise, hand over and stream.
 */
export async function createPaidSearches(
  deps: RunDeps & { db: Db; bus: CreditsBus; jobs: CreateSearchJobs },
) {
  const { db, bus, leases, store } = deps
  /** The searches this instance runs, to stop them at shutdown. */
  const running = new Map<string, AbortController>()
  const tasks = new Set<Promise<void>>()

  const jobs = await deps.jobs((job, turn) => {
    const controller = new AbortController()
    running.set(job.id, controller)
    const task = runOne(deps, job, turn, controller)
      .catch((err: unknown) => deps.log.error({ err, searchId: job.id }, 'search could not run'))
      .finally(() => running.delete(job.id))
    tasks.add(task)
    void task.finally(() => tasks.delete(task))
    return task
  })

  return {
    /**
     * Spends one credit and hands the search over; null when the person has no credit. The
     * balance change is published before the search starts.
     */
    async start(request: {
      userId: string
      type: QueryType
      query: string
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

    /** The owner's stream of the search (deliver.ts). */
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
      const end = new Promise<SearchEnd>((resolve) => {
        void store
          .subscribe(id, (message) => {
            if (message.type !== 'complete' && message.type !== 'error') return
            ended = true
            unsubscribe?.()
            resolve(message)
          })
          .then((stop) => {
            unsubscribe = stop
            if (ended) stop()
          })
      })
      return end
    },

    /** A search whose instance is gone was settled by this one: its streams are told. */
    async abandoned(spendId: string, outcome: Settlement) {
      const id = await store.idOfSpend(spendId)
      if (!id) return
      await store.publish(id, {
        type: 'error',
        message: STOPPED_BEFORE_END,
        refunded: outcome === 'refunded',
      })
      await store.finish(id)
    },

    /**
     * A stopping server takes no more searches, stops its own and writes their settlements
     * before the database closes; their streams end with the outcome.
     */
    async drain() {
      await jobs.close()
      for (const controller of running.values()) controller.abort(new Error('server shutting down'))
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))
      await Promise.race([Promise.allSettled(tasks), late])
      clearTimeout(timer)
    },
  }
}

export type PaidSearches = Awaited<ReturnType<typeof createPaidSearches>>

/** The last message of a search. */
export type SearchEnd = Extract<SearchStreamMessage, { type: 'complete' | 'error' }>
