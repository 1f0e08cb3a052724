/**
 * One search at a time over the farm, as a server process runs it: first with nothing learnt
 * (a process on a fresh database: no answer times, every canary cold), then once its canaries
 * have settled and its history holds every platform's answer times, as for every later search.
 */
import { learnersRunning } from '../../engine/timing/learners.ts'
import { createCanaries } from '../../engine/vouching/canaries.ts'
import { createLatencyHistory } from '../../engine/timing/latency-history.ts'
import type { LookupModule } from '../../engine/types.ts'
import { PROFILE_STYLES } from '../../engine/testing/profile-pages.ts'
import type { FarmStats } from './concurrent.ts'
import { truth, type FarmSite } from './farm.ts'
import {
  farmClient,
  measureSearch,
  slowestAnswerMs,
  watchMemory,
  type SearchMeasure,
} from './measure.ts'

const ms = (n: number) => `${Math.round(n)} ms`
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000

export interface LoneOptions {
  modules: readonly LookupModule[]
  farm: readonly FarmSite[]
  moduleTimeoutMs: number
  ca: { ca?: string }
  /** The farm's counts so far: what each search cost it in requests and connections. */
  stats: () => Promise<FarmStats>
  /** Has the farm close every connection it holds, as platforms close idle ones. */
  closeConnections: () => Promise<void>
}

/** Runs the two lone searches and prints them; answers the wrong verdicts and the state. */
export async function benchLone(options: LoneOptions) {
  const { modules, farm, moduleTimeoutMs } = options
  const answering = farm.filter((s) => s.behaviour !== 'hang')
  const slowest = Math.max(...answering.map((s) => s.latencyMs))
  const fastest = Math.min(...answering.map((s) => s.latencyMs))
  const client = farmClient(options.ca)

  // A server process is warm: its code compiled by a search over a few sites, whose canaries
  // and answer times are thrown away so the first measured search starts with nothing learnt.
  await measureSearch(
    modules.slice(0, 50),
    farm.slice(0, 50),
    'bench-user-warm-up',
    moduleTimeoutMs,
    {
      shared: client,
      canaries: createCanaries({ http: client, timeoutMs: moduleTimeoutMs }),
      latency: createLatencyHistory(),
    },
  )

  // The process's own, shared by every later search (the concurrent ones too).
  const latency = createLatencyHistory()
  const canaries = createCanaries({ http: client, timeoutMs: moduleTimeoutMs, latency })
  const run = async (username: string) => {
    const memory = watchMemory()
    const before = await options.stats()
    const cpu = process.cpuUsage()
    const m = await measureSearch(modules, farm, username, moduleTimeoutMs, {
      shared: client,
      canaries,
      latency,
    })
    const searchCpuMs = cpuMs(process.cpuUsage(cpu))
    const peakMiB = memory.stop()
    // Its canaries, and the checks it cut off, run on up to the module timeout: what they
    // learn is every later search's, and what they cost is this search's.
    await canaries.settled()
    while (learnersRunning() > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    const after = await options.stats()
    return {
      ...m,
      username,
      cpuMs: searchCpuMs,
      allCpuMs: cpuMs(process.cpuUsage(cpu)),
      requests: after.requests - before.requests,
      connections: after.connections - before.connections,
      resumed: after.resumed - before.resumed,
      peakMiB,
    }
  }

  const cold = await run('bench-user-cold')
  print('one search, nothing learnt yet (every canary cold, no answer times)', cold)
  // A name of the same shape: its twins are known, as for most names a busy server sees.
  const warm = await run('bench-user-warm')
  print('one search, answer times and canaries learnt (a name of the same shape)', warm)
  // A name of a shape not asked before: its twins are asked beside the checks.
  const fresh = await run('bench-user-fresh2')
  print('one search, answer times learnt, a name of a new shape', fresh)
  // The next user comes later, after the platforms have closed their idle connections (real
  // ones do within minutes): the search reconnects, resuming the TLS sessions it has kept.
  await options.closeConnections()
  const later = await run('bench-user-later')
  print('one search after the platforms closed their idle connections (same shape)', later)

  function print(
    title: string,
    m: SearchMeasure & {
      username: string
      cpuMs: number
      allCpuMs: number
      requests: number
      connections: number
      resumed: number
      peakMiB: number
    },
  ) {
    const present = farm.filter((s) => truth(s, m.username) === 'found').length
    console.log(`\n${title}`)
    console.log(`  modules                ${m.results.length}`)
    console.log(`  wall time              ${ms(m.wallMs)}`)
    const seen = slowestAnswerMs(m.results)
    console.log(`  slowest answering site ${ms(slowest)} (the farm's), ${ms(seen)} (as answered)`)
    console.log(
      `  ratio wall/slowest     ${(m.wallMs / slowest).toFixed(3)} (the farm's), ${(m.wallMs / seen).toFixed(3)} (as answered)   (target ≤ 1.25)`,
    )
    console.log(
      `  first result           ${ms(m.firstResultMs)}   (${ms(m.firstResultMs - fastest)} after the fastest site; target ≤ 50 ms)`,
    )
    console.log(`  answering sites cut off ${m.missed}   (target 0)`)
    const lost = m.results.filter((r) => r.reason === 'timeout' && m.lostModules.includes(r.module))
    for (const r of lost.slice(0, 3))
      console.log(`    lost ${r.module} after ${ms(r.elapsed_ms)}: ${r.message ?? ''}`)
    console.log(`  verdicts withheld      ${m.withheld} (their canary had not finished)`)
    console.log(`  wrong verdicts         ${m.wrong.length}   (target 0)`)
    console.log(
      `  found                  ${m.results.filter((r) => r.status === 'found').length} of ${present} accounts, on profile pages in ${PROFILE_STYLES.length} styles`,
    )
    console.log(`  peak memory (RSS)      ${m.peakMiB.toFixed(0)} MiB`)
    console.log(
      `  CPU per check          ${(m.cpuMs / m.results.length).toFixed(3)} ms (canaries too)`,
    )
    const notStarted = m.results.filter((r) => r.message === 'no time left to start the check')
    console.log(`  checks not started     ${notStarted.length}   (target 0)`)
    console.log(
      `  requests               ${m.requests} (${(m.requests / m.results.length).toFixed(2)} per platform: checks, canaries, redirects)`,
    )
    console.log(
      `  connections opened     ${m.connections} (${(m.connections / m.results.length).toFixed(2)} per platform: TLS handshakes), ${m.resumed} of them resumed`,
    )
    console.log(
      `  CPU per search         ${Math.round(m.cpuMs)} ms to its report, ${Math.round(m.allCpuMs)} ms with its canaries settled`,
    )
    for (const w of m.wrong.slice(0, 10))
      console.log(`    ${w.module}: expected ${w.expected}, got ${w.got}`)
  }

  return {
    wrong: cold.wrong.length + warm.wrong.length + fresh.wrong.length + later.wrong.length,
    canaries,
    latency,
    client,
    cold,
    warm,
  }
}
