/**
 * Many searches at once, as a server runs them: admitted by the production admission, run in
 * the production search workers. Reports what a person waits and what the machine pays.
 */
import { availableParallelism, loadavg } from 'node:os'
import { median, watchMemory } from './measure.ts'
import type { startFarmPool } from './pool.ts'

export interface FarmStats {
  cpu: NodeJS.CpuUsage
  connections: number
  /** Of those, the ones that resumed a TLS session instead of a full handshake. */
  resumed: number
  /** Requests the farm was asked (checks, canaries and redirects followed). */
  requests: number
}

const ms = (n: number) => `${Math.round(n)} ms`
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000
const fixed = (n: number) => n.toFixed(2)
const percent = (share: number) => `${Math.round(share * 100)} %`

/** Runs `concurrent` searches at once through `pool`, prints the table; answers the wrong verdicts. */
export async function benchConcurrent(
  pool: ReturnType<typeof startFarmPool>,
  options: {
    concurrent: number
    workers: number
    searchesPerWorker: number
    /** The farm's CPU time and connections so far. */
    farmStats: () => Promise<FarmStats>
  },
): Promise<number> {
  const { concurrent } = options
  // A busy server's workers are warm: their code compiled, and as many connections open to
  // each site as searches they run at once (undici 7 opens one per request in flight, HTTP/2
  // too). One full round of searches does that.
  await Promise.all(
    Array.from({ length: pool.capacity }, (_, i) => pool.search(`bench-user-warm-${i}`)),
  )
  const alone = await pool.search('bench-user-alone')

  const load = loadavg()[0] ?? 0
  const memory = watchMemory()
  const cpu = process.cpuUsage()
  const farmBefore = await options.farmStats()
  const started = performance.now()
  const many = await Promise.all(
    Array.from({ length: concurrent }, (_, i) => pool.search(`bench-user-${i}`)),
  )
  const allWall = performance.now() - started
  const engineCpu = cpuMs(process.cpuUsage(cpu))
  const farmAfter = await options.farmStats()
  const farmCpu = cpuMs(farmAfter.cpu) - cpuMs(farmBefore.cpu)
  const peak = memory.stop()

  const checks = many.reduce((n, m) => n + m.results.length, 0)
  const wrong = many.flatMap((m) => m.wrong)
  const missed = many.reduce((n, m) => n + m.missed, 0)
  const waits = many.map((m) => m.queueWaitMs)
  const walls = many.map((m) => m.wallMs)
  const arrivals = many.map((m) => m.queueWaitMs + m.wallMs)
  // Against a lone search: waiting in the queue is visible and expected; running slower is not.
  const ratios = many.map((m) => (m.queueWaitMs + m.wallMs) / (alone.wallMs + m.queueWaitMs))
  const engineCpuPerSearch = engineCpu / concurrent

  console.log(
    `\n${concurrent} searches at once, through admission and ${options.workers} search workers ` +
      `(${options.searchesPerWorker} searches each: ${pool.capacity} at once; the rest queue); ` +
      `load average ${load.toFixed(1)} on ${availableParallelism()} cores`,
  )
  console.log(`  modules per search     ${many[0]?.results.length ?? 0}`)
  console.log(`  one search alone       ${ms(alone.wallMs)} (through the same workers)`)
  console.log(
    `  queue wait             median ${ms(median(waits))}, worst ${ms(Math.max(...waits))} ` +
      `(${many.filter((m) => m.queued).length} of ${concurrent} queued)`,
  )
  console.log(
    `  wall after the queue   median ${ms(median(walls))}, worst ${ms(Math.max(...walls))} ` +
      `(all ${concurrent} done in ${ms(allWall)})`,
  )
  console.log(
    `  arrival to report      median ${ms(median(arrivals))}, worst ${ms(Math.max(...arrivals))}   (target: median ≤ 20 s)`,
  )
  console.log(
    `  (wait + wall) / (alone + wait)   median ${fixed(median(ratios))}, ` +
      `worst ${fixed(Math.max(...ratios))}   (target ≤ 1.3)`,
  )
  console.log(
    `  first result           ${ms(median(many.map((m) => m.firstResultMs)))} after leaving the queue (median)`,
  )
  console.log(
    `  CPU per check          ${(engineCpu / checks).toFixed(3)} ms engine (every thread of its process), ` +
      `${(farmCpu / checks).toFixed(3)} ms farm`,
  )
  // What the cores allow at this CPU per search: the engine's alone, and with the farm's
  // (which stands for the platforms' machines but shares these cores).
  const cores = availableParallelism()
  const donePerMinute = (concurrent * 60_000) / allWall
  const engineAllows = (cores * 60_000) / engineCpuPerSearch
  const farmLeaves = (cores * 60_000) / engineCpuPerSearch / (1 + farmCpu / engineCpu)
  console.log(
    `  searches per minute    ${Math.round(donePerMinute)} done; ` +
      `${percent(donePerMinute / engineAllows)} of the ${Math.round(engineAllows)} the engine's CPU ` +
      `allows on ${cores} cores (target ≥ 80 %), ${percent(donePerMinute / farmLeaves)} of the ` +
      `${Math.round(farmLeaves)} the cores the farm leaves allow`,
  )
  console.log(
    `  new connections        ${farmAfter.connections - farmBefore.connections} (the farm accepted them)`,
  )
  console.log(
    `  peak memory (RSS)      ${Math.round(peak)} MiB (engine process, workers included; target ≤ 1,536 at 100)`,
  )
  console.log(`  searches per worker    ${pool.peakLoad().join(', ')} at the busiest`)
  console.log(`  wrong verdicts         ${wrong.length} (over ${checks} checks)`)
  console.log(
    `  timeouts on answering sites  ${missed} (over ${checks} checks, in ` +
      `${many.filter((m) => m.missed > 0).length} searches; target 0)`,
  )
  console.log(
    `  verdicts withheld     ${many.reduce((n, m) => n + m.withheld, 0)} (their canary timed out; target 0)`,
  )
  // Which answering sites were lost, and what their cut said: a deadline that was too short.
  const lost = many.flatMap((m) =>
    m.results.filter((r) => r.reason === 'timeout' && m.lostModules.includes(r.module)),
  )
  for (const r of lost.slice(0, 5))
    console.log(`    lost ${r.module} after ${ms(r.elapsed_ms)}: ${r.message ?? ''}`)
  for (const w of wrong.slice(0, 10))
    console.log(`    ${w.module}: expected ${w.expected}, got ${w.got}`)
  return wrong.length
}
