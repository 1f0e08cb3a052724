/**
 * One search at a time as a server process runs it: through admission and its search
 * workers, each search in one of them. First the first search of a fresh process (nothing
 * learnt: no answer times, every canary cold, no connection open), then a name of the same
 * shape, then one of a new shape, as every later search. As on the benchmark's own thread
 * (lone.ts), the later ones come once what the first learnt is known: its checks cut off at a
 * deadline run on in their worker up to the module timeout, to learn whether their platform
 * hangs, and a search that starts meanwhile still knows nothing of those platforms. Last, the
 * first search of a new process on the same database: new workers, with no connection and no
 * TLS session, that read the answer times the first process recorded, and its canaries'
 * outcomes while they are fresh (within ten minutes), or none (later).
 */
import { availableParallelism, loadavg } from 'node:os'
import { createLatencyHistory, type LatencyHistory } from '../../engine/timing/latency-history.ts'
import type { LookupModule } from '../../engine/types.ts'
import type { FarmStats } from './concurrent.ts'
import { truth, type FarmSite } from './farm.ts'
import type { FarmEngineOptions } from './farm-worker-engine.ts'
import { slowestAnswerMs } from './measure.ts'
import { memoryCanaryStore, startFarmPool } from './pool.ts'
import type { CanaryStore } from '../../engine/vouching/canaries.ts'

const ms = (n: number) => `${Math.round(n)} ms`
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000
/** Platforms of the warm-up search that starts the workers (their code compiled). */
const WARM_UP_PLATFORMS = 50
type FarmPool = ReturnType<typeof startFarmPool>

export async function benchPooledLone(options: {
  workers: number
  searchesPerWorker: number
  modules: readonly LookupModule[]
  farm: readonly FarmSite[]
  engine: FarmEngineOptions
  stats: () => Promise<FarmStats>
}): Promise<number> {
  const { farm } = options
  let wrong = 0

  /** New workers, as a server process starts them, their code compiled by a warm-up search. */
  const withPool = async (
    state: { latency: LatencyHistory; canaryStore: CanaryStore },
    searches: (pool: FarmPool) => Promise<void>,
  ) => {
    const pool = startFarmPool({
      workers: options.workers,
      searchesPerWorker: options.searchesPerWorker,
      ...state,
      modules: options.modules,
      sites: farm,
      engine: options.engine,
    })
    try {
      await pool.warmUp(options.modules.slice(0, WARM_UP_PLATFORMS).map((m) => m.id))
      await searches(pool)
    } finally {
      await pool.close()
    }
  }

  const row = async (pool: FarmPool, title: string, username: string) => {
    const before = await options.stats()
    const cpu = process.cpuUsage()
    const m = await pool.search(username)
    const used = cpuMs(process.cpuUsage(cpu))
    const after = await options.stats()
    const seen = slowestAnswerMs(m.results)
    const present = farm.filter((s) => truth(s, username) === 'found').length
    const found = m.results.filter((r) => r.status === 'found').length
    const notStarted = m.results.filter((r) => r.message === 'no time left to start the check')
    wrong += m.wrong.length
    console.log(
      `  ${title.padEnd(36)} wall ${ms(m.wallMs)}, ${(m.wallMs / seen).toFixed(2)} × its slowest ` +
        `answer as answered (${ms(seen)}); found ${found} of ${present}; wrong ${m.wrong.length}; ` +
        `cut off ${m.missed}; not started ${notStarted.length}; ` +
        `connections ${after.connections - before.connections} (${after.resumed - before.resumed} resumed); CPU ${ms(used)} engine, ` +
        `${ms(cpuMs(after.cpu) - cpuMs(before.cpu))} farm`,
    )
  }

  // The process's database: what its workers learn, a new process reads.
  const latency = createLatencyHistory()
  const canaryStore = memoryCanaryStore()
  await withPool({ latency, canaryStore }, async (pool) => {
    console.log(
      `\none search at a time through admission and ${options.workers} search workers ` +
        `(load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores; ` +
        `${WARM_UP_PLATFORMS} platforms asked once as the workers started)`,
    )
    await row(pool, 'the first search of a fresh process', 'bench-user-cold')
    // Each of the first search's cut-off checks has ended within a module timeout of the
    // search's end, and what it learnt has reached the process's history.
    await new Promise((resolve) => setTimeout(resolve, options.engine.moduleTimeoutMs))
    await row(pool, 'a name of the same shape', 'bench-user-warm')
    await row(pool, 'a name of a new shape', 'bench-user-fresh2')
  })

  // A new process on the same database: the answer times read back before its first search
  // (as a server's start does), the canaries' outcomes only while they are fresh.
  for (const [title, username, store] of [
    ['a new process, database as left', 'bench-user-restarted', canaryStore],
    ['a new process, ten minutes on', 'bench-user-restarted-later', memoryCanaryStore()],
  ] as const) {
    const known = createLatencyHistory({
      store: { load: async () => latency.summaries(), save: async () => undefined },
    })
    await known.load()
    await withPool({ latency: known, canaryStore: store }, (pool) => row(pool, title, username))
  }
  return wrong
}
