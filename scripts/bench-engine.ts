/**
 * Engine benchmark on a loopback farm of fake platforms (scripts/bench/farm.ts): one search
 * (its canaries cold, as on a fresh process), then searches at once as the server runs them
 * (the production admission and search workers, which load the farm's modules), through the
 * real site modules, runner, canaries and outbound client; then one search per hostile class,
 * where every site answers with a page that is neither a profile nor its not-found page.
 *
 *   npm run bench:engine [-- --sites 500 --seed 1 --module-timeout 15000 --concurrent 20
 *                            --workers <cores> --searches-per-worker <server default>
 *                            --no-tls --no-classes]
 *
 * Targets (docs/engineering): wall ≤ 1.1 × the slowest site (or its timeout), first result
 * within 50 ms of the fastest site, zero wrong verdicts, in every hostile class too; searches
 * at once lose no answer to a timeout, and each takes at most 1.3 × a lone search's wall plus
 * its own wait in the queue.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createCanaries } from '../engine/canaries.ts'
import { DEFAULT_MODULE_TIMEOUT_MS } from '../engine/run-module.ts'
import { siteModule } from '../engine/sites/site-module.ts'
import { DEFAULT_SEARCHES_PER_WORKER } from '../server/env.ts'
import { PROFILE_STYLES } from '../engine/testing/profile-pages.ts'
import { HOSTILE_CLASSES, buildFarm, farmCertificateNames, farmEntry, truth } from './bench/farm.ts'
import { makeFarmTls, type FarmTls } from './bench/farm-tls.ts'
import { farmClient, measureSearch, median, watchMemory } from './bench/measure.ts'
import { benchConcurrent, type FarmStats } from './bench/concurrent.ts'
import { startFarmPool } from './bench/pool.ts'

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '500' },
    seed: { type: 'string', default: '1' },
    // The engine's: how long a burst of searches has to drain decides how many can run at once.
    'module-timeout': { type: 'string', default: String(DEFAULT_MODULE_TIMEOUT_MS) },
    concurrent: { type: 'string', default: '20' },
    // The server's defaults: a worker per core, and its searches per worker.
    workers: { type: 'string', default: String(availableParallelism()) },
    'searches-per-worker': { type: 'string', default: String(DEFAULT_SEARCHES_PER_WORKER) },
    tls: { type: 'boolean', default: true },
    classes: { type: 'boolean', default: true },
  },
  allowNegative: true,
})
/** A whole-number option within bounds, or a clear refusal naming it. */
function whole(name: keyof typeof values, min: number, max: number): number {
  const n = Number(values[name])
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got ${values[name]}`)
    process.exit(2)
  }
  return n
}
const size = whole('sites', 1, 5000)
const seed = whole('seed', 0, 2 ** 32 - 1)
const moduleTimeoutMs = whole('module-timeout', 500, 15_000)
const concurrent = whole('concurrent', 1, 200)
const workers = whole('workers', 1, 64)
const searchesPerWorker = whole('searches-per-worker', 1, 100)

async function startFarm(tls: FarmTls | null) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench/farm-server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        FARM_SIZE: String(size),
        FARM_SEED: String(seed),
        ...(tls ? { FARM_TLS_CERT: tls.cert, FARM_TLS_KEY: tls.key } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  )
  if (!child.stdout) throw new Error('the farm server has no standard output')
  const [chunk] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('the farm server exited before it was ready')
    }),
  ])) as [Buffer]
  const { port } = JSON.parse(chunk.toString()) as { port: number }
  return {
    port,
    /** The farm's CPU time, and the connections it accepted, so far. */
    async stats(): Promise<FarmStats> {
      child.send('stats')
      const [stats] = (await once(child, 'message')) as [FarmStats]
      return stats
    },
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

const ms = (n: number) => `${Math.round(n)} ms`
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000
const mib = (n: number) => `${n.toFixed(0)} MiB`

const farm = buildFarm(size, seed)
const tls = values.tls ? await makeFarmTls(farmCertificateNames()) : null
const ca = tls ? { ca: tls.ca } : {}
const server = await startFarm(tls)
// A hard stop, in case something in the engine ever hangs: the benchmark must end.
// Five minutes for the rest, and two module timeouts for each round of concurrent searches.
const guardMs =
  300_000 + (Math.ceil(concurrent / (workers * searchesPerWorker)) + 2) * 2 * moduleTimeoutMs
const guard = setTimeout(() => {
  console.error(`benchmark took over ${Math.round(guardMs / 60_000)} minutes: stopping`)
  void server.stop().finally(() => process.exit(1))
}, guardMs)
try {
  const modules = farm.map((site) => siteModule(farmEntry(site, server.port, undefined, !!tls)))
  const answering = farm.filter((s) => s.behaviour !== 'hang')
  const slowestAnswer = Math.max(...answering.map((s) => s.latencyMs))
  const hangs = farm.length - answering.length
  // A hang costs its module's timeout: that is the slowest any site can be.
  const slowest = hangs ? Math.max(slowestAnswer, moduleTimeoutMs) : slowestAnswer
  const fastest = Math.min(...answering.map((s) => s.latencyMs))
  const count = (b: string) => farm.filter((s) => s.behaviour === b).length
  console.log(
    `farm: ${farm.length} sites on 127.0.0.1:${server.port} — ${hangs} hang, ${count('block')} block pages, ` +
      `${count('challenge')} challenges, ${count('rate-limit')} rate limits; ${tls ? 'TLS with HTTP/2 and HTTP/1.1' : 'plain HTTP/1.1'}; latency median ` +
      `${ms(median(farm.map((s) => s.latencyMs)))}, fastest ${ms(fastest)}, slowest answer ${ms(slowestAnswer)}; ` +
      `module timeout ${ms(moduleTimeoutMs)}`,
  )

  // The canaries of one process, shared by its searches; their own long-lived client.
  const canaryClient = farmClient(ca)
  const canaries = createCanaries({ http: canaryClient, timeoutMs: moduleTimeoutMs })
  // A server process is warm: load and compile the engine's paths once before measuring.
  await measureSearch(
    modules.slice(0, 50),
    farm.slice(0, 50),
    'bench-user-warm-up',
    moduleTimeoutMs,
    { canaries, shared: canaryClient },
  )

  const memory1 = watchMemory()
  // The canaries of 450 of the sites are still cold: they run alongside this search.
  const cpu1 = process.cpuUsage()
  const one = await measureSearch(modules, farm, 'bench-user', moduleTimeoutMs, {
    canaries,
    shared: canaryClient,
  })
  const cpuOne = cpuMs(process.cpuUsage(cpu1))
  const peak1 = memory1.stop()
  console.log('\none search')
  console.log(
    `  modules                ${one.results.length} (canaries cold for ${modules.length - 50})`,
  )
  console.log(`  wall time              ${ms(one.wallMs)}`)
  console.log(`  slowest site           ${ms(slowest)}${hangs ? ' (its timeout: it hangs)' : ''}`)
  console.log(`  ratio wall/slowest     ${(one.wallMs / slowest).toFixed(3)}   (target ≤ 1.1)`)
  console.log(`  fastest site           ${ms(fastest)}`)
  console.log(
    `  first result           ${ms(one.firstResultMs)}   (${ms(one.firstResultMs - fastest)} after the fastest site; target ≤ 50 ms)`,
  )
  console.log(`  peak memory (RSS)      ${mib(peak1)}`)
  console.log(
    `  CPU per check          ${(cpuOne / one.results.length).toFixed(3)} ms (canaries too)`,
  )
  console.log(`  wrong verdicts         ${one.wrong.length}   (target 0)`)
  const present = farm.filter((s) => truth(s, 'bench-user') === 'found').length
  const foundN = one.results.filter((r) => r.status === 'found').length
  console.log(
    `  found                  ${foundN} of ${present} accounts, on profile pages in ${PROFILE_STYLES.length} styles`,
  )
  console.log(`  timeouts on answering sites  ${one.missed}`)
  console.log(`  verdicts withheld      ${one.withheld} (their canary timed out)`)
  for (const w of one.wrong.slice(0, 10))
    console.log(`    ${w.module}: expected ${w.expected}, got ${w.got}`)

  // The steady state: every canary known, as for every search but the first in ten minutes.
  const cpuW = process.cpuUsage()
  const warm = await measureSearch(modules, farm, 'bench-user-warm', moduleTimeoutMs, {
    canaries,
    shared: canaryClient,
  })
  const cpuWarm = cpuMs(process.cpuUsage(cpuW))
  console.log('\none search, canaries warm')
  console.log(`  wall time              ${ms(warm.wallMs)}`)
  console.log(`  ratio wall/slowest     ${(warm.wallMs / slowest).toFixed(3)}   (target ≤ 1.1)`)
  console.log(
    `  first result           ${ms(warm.firstResultMs)}   (${ms(warm.firstResultMs - fastest)} after the fastest site; target ≤ 50 ms)`,
  )
  console.log(`  CPU per check          ${(cpuWarm / warm.results.length).toFixed(3)} ms`)
  console.log(`  wrong verdicts         ${warm.wrong.length}   (target 0)`)

  // Searches at once, as a server runs them: admission, then the search workers.
  const pool = startFarmPool({
    workers,
    searchesPerWorker,
    canaries,
    modules,
    sites: farm,
    engine: { size, seed, port: server.port, ...ca, moduleTimeoutMs },
  })
  let wrongN = 0
  try {
    wrongN = await benchConcurrent(pool, {
      concurrent,
      workers,
      searchesPerWorker,
      farmStats: () => server.stats(),
    })
  } finally {
    await pool.close()
  }
  // Every farm site is honest: a canary that failed on one judged wrongly.
  const failed = canaries.table().filter((r) => r.state === 'fail')
  console.log(`  canaries failed        ${failed.length} (every site is honest; target 0)`)
  for (const r of failed.slice(0, 10)) console.log(`    ${r.module}: ${r.detail}`)
  wrongN += failed.length

  let wrongHostile = 0
  if (values.classes) {
    console.log('\nhostile classes: every site answers one way; no verdict is right')
    console.log(`  ${'class'.padEnd(78)} checks  wrong  unreliable`)
    // A few classes at a time: each is a farm of its own, with canaries of its own.
    for (let i = 0; i < HOSTILE_CLASSES.length; i += 4) {
      const batch = HOSTILE_CLASSES.slice(i, i + 4)
      const measured = await Promise.all(
        batch.map((hostile) => {
          const classModules = farm.map((site) =>
            siteModule(farmEntry(site, server.port, hostile.id, !!tls)),
          )
          const classCanaries = createCanaries({ http: canaryClient, timeoutMs: moduleTimeoutMs })
          return measureSearch(classModules, farm, 'bench-user-hostile', moduleTimeoutMs, {
            canaries: classCanaries,
            client: ca,
            hostile: true,
          })
        }),
      )
      for (const [j, m] of measured.entries()) {
        const hostile = batch[j] as (typeof HOSTILE_CLASSES)[number]
        wrongHostile += m.wrong.length
        const unreliable = m.results.filter((r) => r.reason === 'site_unreliable').length
        console.log(
          `  ${hostile.name.padEnd(78)} ${String(m.results.length).padStart(6)}  ${String(m.wrong.length).padStart(5)}  ${String(unreliable).padStart(10)}`,
        )
        for (const w of m.wrong.slice(0, 3)) console.log(`    ${w.module}: got ${w.got}`)
      }
    }
  }
  await canaryClient.close()
  process.exitCode = one.wrong.length + warm.wrong.length + wrongN + wrongHostile > 0 ? 1 : 0
} finally {
  clearTimeout(guard)
  await server.stop()
}
