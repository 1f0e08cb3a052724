import type { FastifyBaseLogger } from 'fastify'
import type { QueryType } from '../../../engine/types.ts'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import { toldNothing } from '../../../shared/coverage.ts'
import type { Db } from '../../db/client.ts'
import type { CreditsBus } from '../../credits/bus.ts'
import { spendCredit, type Settlement } from '../../credits/ledger.ts'
import type { SearchEngine } from '../workers/search-engine.ts'
import type { SearchLeases } from '../leases/leases.ts'
import type { SearchRecord, SearchState, SearchStore } from '../store/search-store.ts'
import type { CreateSearchJobs, RunSearch } from '../jobs/search-jobs.ts'

/**
 * How long a stopping server waits for its searches to settle their credits: an aborted
 * search settles in milliseconds, and the whole stop must end within 5 s.
 */
const DRAIN_MS = 3000
const STOPPED_BEFORE_START = 'The search was stopped before it started.'
const STOPPED_BEFORE_END = 'The search was stopped before it finished.'

/**
 * A paid search's life: one credit spent, the search stored and handed to the jobs (which run
 * it here or on another instance when a slot is free), the engine run, every message stored
 * for the owner's streams, and the credit settled by what reached the owner (`toldNothing`,
 * the one refund rule). Routes only parse, authorise, hand over and stream.
 */
export async function createPaidSearches(deps: {
  db: Db
  bus: CreditsBus
  engine: SearchEngine
  leases: SearchLeases
  store: SearchStore
  jobs: CreateSearchJobs
  log: FastifyBaseLogger
}) {
  const { db, bus, leases, store, log } = deps
  /** The searches this instance runs, to stop them at shutdown. */
  const running = new Map<string, AbortController>()
  const tasks = new Set<Promise<void>>()

  /**
   * A search that ends before its report is complete (nobody watching, shutdown, a failure):
   * the credit goes back unless a verdict reached its owner (recorded on its lease before it
   * was shown), and what never reached them is withheld from then on (see `watch`).
   */
  async function endEarly(search: SearchRecord, message: string) {
    const refunded = await leases.settle(search.spendId, 'unless-delivered')
    await store.publish(search.id, { type: 'error', message, refunded })
  }

  /**
   * Stops a running search nobody has been seen watching for the idle time, checked a few
   * times per idle period. A check the database cannot answer sees nobody: during an outage
   * no stream can be fed anyway.
   */
  function stopWhenUnwatched(id: string, controller: AbortController) {
    let seenWatched = Date.now()
    let checking = false
    const timer = setInterval(
      () => {
        if (Date.now() - seenWatched > store.idleMs)
          return controller.abort(new Error('nobody is watching'))
        if (checking) return
        checking = true
        store
          .watched(id)
          .then((watched) => {
            if (watched) seenWatched = Date.now()
            else controller.abort(new Error('nobody is watching'))
          })
          .catch(() => undefined)
          .finally(() => (checking = false))
      },
      Math.min(5000, Math.max(50, Math.floor(store.idleMs / 5))),
    )
    timer.unref()
    return () => clearInterval(timer)
  }

  const runSearch: RunSearch = async ({ id, spendId }, turn) => {
    const search = await store.load(id).catch((err: unknown) => {
      log.warn({ err, searchId: id }, 'search could not be read')
      return undefined
    })
    // Unreadable (an outage) or gone: it cannot run, its credit goes back unless a verdict
    // was shown (kept and retried if the database cannot take it now).
    if (!search) return void (await leases.settle(spendId, 'unless-delivered'))
    const controller = new AbortController()
    running.set(id, controller)
    const stopWatching = stopWhenUnwatched(id, controller)
    let free: (() => void) | null = null
    try {
      free = await turn(search, controller.signal)
      if (!free) return await endEarly(search, STOPPED_BEFORE_START)
      // Settled meanwhile (its queueing instance was presumed gone): not to be run.
      if (!(await leases.claim(search.spendId))) return
      if (await store.markRunning(id)) await store.publish(id, { type: 'started' })
      let complete = false
      for await (const message of deps.engine({
        type: search.type,
        query: search.query,
        signal: controller.signal,
        timeoutS: search.timeoutS,
      })) {
        if (message.type === 'complete') {
          // The whole report is handed over (and kept for reconnects): judged as a whole.
          const refunded = await leases.settle(search.spendId, toldNothing(message.results))
          await store.publish(id, { ...message, refunded })
          complete = true
        } else await store.publish(id, message)
      }
      if (!complete) await endEarly(search, STOPPED_BEFORE_END)
    } catch (err) {
      log.error({ err, searchId: id }, 'search failed')
      await endEarly(search, 'Unknown search error').catch(async (settleErr: unknown) => {
        log.error({ err: settleErr, searchId: id }, 'search could not be settled')
        await store.publish(id, { type: 'error', message: 'Unknown search error' })
      })
    } finally {
      stopWatching()
      free?.()
      running.delete(id)
      await store
        .finish(id)
        .catch((err: unknown) => log.warn({ err, searchId: id }, 'search not marked finished'))
    }
  }

  const jobs = await deps.jobs((job, turn) => {
    const task = runSearch(job, turn).catch((err: unknown) =>
      log.error({ err, searchId: job.id }, 'search could not run'),
    )
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
        await leases.settle(spend.spendId, true)
        throw err
      }
    },

    /** The search, only for its owner: anyone else gets nothing, as if it did not exist. */
    get: (id: string, userId: string) => store.get(id, userId),

    /**
     * Hands the owner the messages so far, then each new one, in order. Before a first
     * verdict is shown it is recorded on the search's lease (from then on the credit is
     * spent); once a search was refunded, what it found is withheld: a refunded search is not
     * read for free. Resolves once the messages so far are handed over.
     */
    async watch(
      search: SearchState,
      show: (message: SearchStreamMessage) => void,
    ): Promise<() => void> {
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
      const unsubscribe = await store.subscribe(search.id, (message) => {
        handing = handing.then(async () => {
          if (await mayShow(message)) show(message)
        })
      })
      await handing
      return unsubscribe
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
