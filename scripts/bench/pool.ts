/**
 * Searches as the server runs them: admitted by the production admission (a fair queue past
 * `workers × searchesPerWorker`), then run in the production search workers, which load the
 * farm's engine, each with its own canaries, which share their outcomes through `canaryStore`
 * as a server's share them through its database.
 */
import type { CanaryRecord, CanaryStore } from '../../engine/vouching/canaries.ts'
import type { LatencyHistory } from '../../engine/timing/latency-history.ts'
import type { LookupModule } from '../../engine/types.ts'
import { SEARCH_BUDGET_S } from '../../shared/search-budget.ts'
import { createAdmission } from '../../server/search/queue/admission.ts'
import { connectionsPerPlatform } from '../../server/search/workers/worker-engine.ts'
import { createSearchWorkers } from '../../server/search/workers/worker-pool.ts'
import type { FarmSite } from './farm.ts'
import type { FarmEngineOptions } from './farm-worker-engine.ts'
import { judge, timeSearch, type SearchMeasure } from './measure.ts'

export interface PooledMeasure extends SearchMeasure {
  /** From asking to run to leaving the queue; the wall and first result count from there. */
  queueWaitMs: number
  /** Whether it had to wait in the queue (admission told it its place). */
  queued: boolean
}

export function startFarmPool(options: {
  workers: number
  searchesPerWorker: number
  canaryStore: CanaryStore
  /** The process's answer times, which the workers start from and add to. */
  latency: LatencyHistory
  /** The farm's modules, whose answer times the workers start from. */
  modules: readonly LookupModule[]
  sites: readonly FarmSite[]
  engine: FarmEngineOptions
}) {
  const byId = new Map(options.modules.map((m) => [m.id, m]))
  const pool = createSearchWorkers({
    workers: options.workers,
    engine: {
      module: new URL('./farm-worker-engine.ts', import.meta.url).href,
      options: {
        ...options.engine,
        connectionsPerHost: connectionsPerPlatform(options.searchesPerWorker),
      } satisfies FarmEngineOptions,
    },
    canaryStore: options.canaryStore,
    latency: {
      expectations: () => options.latency.snapshot(byId.keys()),
      record: options.latency.record,
    },
    warn: (message, err) => console.error(message, err),
  })
  const admission = createAdmission(options.workers * options.searchesPerWorker)
  let peakLoad: number[] = []

  /** One username search, from asking admission to its complete message. */
  async function search(username: string): Promise<PooledMeasure> {
    const asked = performance.now()
    let queued = false
    // One person per search: the fair queue is then first come, first served.
    const slot = await admission.enter({ userId: username, onPlace: () => (queued = true) })
    const queueWaitMs = performance.now() - asked
    try {
      const stream = pool.engine({
        type: 'username',
        query: username,
        signal: new AbortController().signal,
        timeoutS: SEARCH_BUDGET_S,
        onTail: () => slot.tail(),
      })
      const timed = await timeSearch(tapLoad(stream))
      return { ...timed, queueWaitMs, queued, ...judge(timed.results, options.sites, username) }
    } finally {
      slot.end()
    }
  }

  /** Notes how many searches each worker runs whenever the most at once grows. */
  async function* tapLoad<T>(stream: AsyncIterable<T>) {
    for await (const message of stream) {
      const load = pool.load()
      if (load.reduce((a, b) => a + b, 0) > peakLoad.reduce((a, b) => a + b, 0)) peakLoad = load
      yield message
    }
  }

  /**
   * Starts the workers and compiles their code with a search of a few platforms (`only`),
   * whose answer times and canaries then count as learnt: a server process that has started.
   */
  async function warmUp(only: readonly string[]) {
    const stream = pool.engine({
      type: 'username',
      query: 'bench-user-warm-up',
      signal: new AbortController().signal,
      timeoutS: SEARCH_BUDGET_S,
      only,
    })
    for await (const _ of stream);
  }

  return {
    search,
    warmUp,
    capacity: admission.capacity,
    /** Searches per worker when the most ran at once. */
    peakLoad: () => peakLoad,
    close: () => pool.close(),
  }
}

/** Canary outcomes kept in memory: what the pool's workers learnt, for the benchmark to read. */
export function memoryCanaryStore(): CanaryStore & { records: CanaryRecord[] } {
  const records: CanaryRecord[] = []
  return {
    records,
    load: async (since) => records.filter((r) => r.checkedAt >= since),
    save: async (record) => void records.push(record),
  }
}
