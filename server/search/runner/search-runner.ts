import type { FastifyBaseLogger } from 'fastify'
import { toldNothing } from '../../../shared/coverage.ts'
import type { SearchLeases } from '../leases/leases.ts'
import type { SearchSlot } from '../queue/work-slots.ts'
import {
  STOPPED_BEFORE_END,
  STOPPED_BEFORE_START,
  type SearchRecord,
  type SearchStore,
} from '../store/search-store.ts'
import type { SearchEngine } from '../workers/search-engine.ts'

/**
 * How long a stopping server waits for its searches to settle their credits: an aborted
 * search settles in milliseconds, and the whole stop must end within 5 s.
 */
const DRAIN_MS = 3000

/** What a job carries: the search's id and the credit it spent (no query). */
export interface SearchJob {
  id: string
  spendId: string
}

/**
 * A search's turn to run: resolves with its slot (told when the search only waits for
 * stragglers, and when it ends), or null when it was stopped before its turn came (nobody
 * watching, shutdown).
 */
export type Turn = (search: SearchRecord, signal: AbortSignal) => Promise<SearchSlot | null>

/**
 * Runs a stored search from its turn to its settlement. The jobs hand each job over with its
 * turn: the one call the runner makes back into them.
 */
export type RunSearch = (job: SearchJob, turn: Turn) => Promise<void>

interface RunDeps {
  engine: SearchEngine
  leases: SearchLeases
  store: SearchStore
  log: FastifyBaseLogger
}

/**
 * The searches this instance runs, made before the jobs that hand them over: `run` takes one
 * from its turn to its settlement, `stop` (at shutdown) stops every one still running and
 * waits, briefly, for their settlements.
 */
export function createSearchRunner(deps: RunDeps) {
  const running = new Map<string, AbortController>()
  const tasks = new Set<Promise<void>>()

  const run: RunSearch = (job, turn) => {
    const controller = new AbortController()
    running.set(job.id, controller)
    const task = runOne(deps, job, turn, controller)
      .catch((err: unknown) => deps.log.error({ err, searchId: job.id }, 'search could not run'))
      .finally(() => running.delete(job.id))
    tasks.add(task)
    void task.finally(() => tasks.delete(task))
    return task
  }

  return {
    run,
    async stop() {
      for (const controller of running.values()) controller.abort(new Error('server shutting down'))
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))
      await Promise.race([Promise.allSettled(tasks), late])
      clearTimeout(timer)
    },
  }
}

export type SearchRunner = ReturnType<typeof createSearchRunner>

/**
 * Runs one stored search from its turn to its settlement: it waits for its turn, claims its
 * lease, runs the engine, publishes every message for the owner's streams, and settles the
 * credit by what reached the owner (`toldNothing`, the one refund rule). `controller` stops
 * it (nobody watching, shutdown).
 */
async function runOne(
  deps: RunDeps,
  { id, spendId }: SearchJob,
  turn: Turn,
  controller: AbortController,
): Promise<void> {
  const { leases, store, log } = deps
  const search = await store.load(id).catch((err: unknown) => {
    log.warn({ err, searchId: id }, 'search could not be read')
    return undefined
  })
  // Unreadable (an outage) or gone: it cannot run, its credit goes back unless a verdict
  // was shown (kept and retried if the database cannot take it now).
  if (!search) return void (await leases.settle(spendId, 'refund-unless-delivered'))
  const stopWatching = stopWhenUnwatched(store, id, controller)
  let slot: SearchSlot | null = null
  try {
    slot = await turn(search, controller.signal)
    if (!slot) return await endEarly(deps, search, STOPPED_BEFORE_START)
    // Settled meanwhile (its queueing instance was presumed gone): not to be run.
    if (!(await leases.claim(search.spendId))) return
    if (await store.markRunning(id)) await store.publish(id, { type: 'started' })
    if (!(await runEngine(deps, search, controller.signal, slot)))
      await endEarly(deps, search, STOPPED_BEFORE_END)
  } catch (err) {
    log.error({ err, searchId: id }, 'search failed')
    await endEarly(deps, search, 'Unknown search error').catch(async (settleErr: unknown) => {
      log.error({ err: settleErr, searchId: id }, 'search could not be settled')
      await store.publish(id, { type: 'error', message: 'Unknown search error' })
    })
  } finally {
    stopWatching()
    slot?.end()
    await store
      .finish(id)
      .catch((err: unknown) => log.warn({ err, searchId: id }, 'search not marked finished'))
  }
}

/** Publishes the engine's messages; true once the whole report was handed over and settled. */
async function runEngine(
  deps: RunDeps,
  search: SearchRecord,
  signal: AbortSignal,
  slot: SearchSlot,
) {
  const { type, query, timeoutS, modules } = search
  let complete = false
  // Down to its stragglers, it gives its busy slot to the next search (queue/work-slots.ts).
  const onTail = () => slot.tail()
  for await (const message of deps.engine({
    type,
    query,
    signal,
    timeoutS,
    onTail,
    ...(modules ? { only: modules } : {}),
  })) {
    if (message.type === 'complete') {
      // The whole report is handed over (and kept for reconnects): judged as a whole.
      const intent = toldNothing(message.results) ? 'refund' : 'keep'
      const refunded = await deps.leases.settle(search.spendId, intent)
      await deps.store.publish(search.id, { ...message, refunded })
      complete = true
    } else await deps.store.publish(search.id, message)
  }
  return complete
}

/**
 * A search that ends before its report is complete (nobody watching, shutdown, a failure):
 * the credit goes back unless a verdict reached its owner (recorded on its lease before it
 * was shown), and what never reached them is withheld from then on (see `deliver` in paid/paid-searches.ts).
 */
async function endEarly(deps: RunDeps, search: SearchRecord, message: string) {
  const refunded = await deps.leases.settle(search.spendId, 'refund-unless-delivered')
  await deps.store.publish(search.id, { type: 'error', message, refunded })
}

/**
 * Stops a running search nobody has been seen watching for the idle time, checked a few
 * times per idle period. A check the database cannot answer sees nobody: during an outage
 * no stream can be fed anyway.
 */
function stopWhenUnwatched(store: SearchStore, id: string, controller: AbortController) {
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
