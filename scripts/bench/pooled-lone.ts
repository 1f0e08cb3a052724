/**
 * One search at a time as a server process runs it: through admission and its search
 * workers, each search in one of them. First the first search of a fresh process (nothing
 * learnt: no answer times, every canary cold, no connection open), then a name of the same
 * shape, then one of a new shape, as every later search. As on the benchmark's own thread
 * (lone.ts), the later ones come once what the first learnt is known: its checks cut off at a
 * deadline run on in their worker up to the module timeout, to learn whether their platform
 * hangs, and a search that starts meanwhile still knows nothing of those platforms.
 */
import { availableParallelism, loadavg } from 'node:os'
import { createLatencyHistory } from '../../engine/timing/latency-history.ts'
import type { LookupModule } from '../../engine/types.ts'
import type { FarmStats } from './concurrent.ts'
import { truth, type FarmSite } from './farm.ts'
import type { FarmEngineOptions } from './farm-worker-engine.ts'
import { slowestAnswerMs } from './measure.ts'
import { memoryCanaryStore, startFarmPool } from './pool.ts'

const ms = (n: number) => `${Math.round(n)} ms`
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000
/** Platforms of the warm-up search that starts the workers (their code compiled). */
const WARM_UP_PLATFORMS = 50

export async function benchPooledLone(options: {
  workers: number
  searchesPerWorker: number
  modules: readonly LookupModule[]
  farm: readonly FarmSite[]
  engine: FarmEngineOptions
  stats: () => Promise<FarmStats>
}): Promise<number> {
  const { farm } = options
  const pool = startFarmPool({
    workers: options.workers,
    searchesPerWorker: options.searchesPerWorker,
    canaryStore: memoryCanaryStore(),
    latency: createLatencyHistory(),
    modules: options.modules,
    sites: farm,
    engine: options.engine,
  })
  let wrong = 0
  try {
    await pool.warmUp(options.modules.slice(0, WARM_UP_PLATFORMS).map((m) => m.id))
    console.log(
      `\none search at a time through admission and ${options.workers} search workers ` +
        `(load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores; ` +
        `${WARM_UP_PLATFORMS} platforms asked once as the workers started)`,
    )
    for (const [title, username] of [
      ['the first search of a fresh process', 'bench-user-cold'],
      ['a name of the same shape', 'bench-user-warm'],
      ['a name of a new shape', 'bench-user-fresh2'],
    ] as const) {
      // Each of the first search's cut-off checks has ended within a module timeout of the
      // search's end, and what it learnt has reached the process's history.
      if (username === 'bench-user-warm')
        await new Promise((resolve) => setTimeout(resolve, options.engine.moduleTimeoutMs))
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
  } finally {
    await pool.close()
  }
  return wrong
}
