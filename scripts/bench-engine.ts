/**
 * Engine benchmark on a loopback farm of fake platforms (scripts/bench/farm.ts): one search
 * (its canaries cold, as on a fresh process), then 20 at once, through the real site modules,
 * runner, canaries and outbound client; then one search per hostile class, where every site
 * answers with a page that is neither a profile nor its not-found page.
 *
 *   npm run bench:engine [-- --sites 500 --seed 1 --module-timeout 5000 --concurrent 20
 *                            --no-tls --client per-search]
 *
 * Targets (docs/engineering): wall ≤ 1.1 × the slowest site (or its timeout), first result
 * within 50 ms of the fastest site, zero wrong verdicts, in every hostile class too.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createCanaries } from '../engine/canaries.ts'
import { siteModule } from '../engine/sites/site-module.ts'
import { HOSTILE_CLASSES, buildFarm, farmCertificateNames, farmEntry } from './bench/farm.ts'
import { makeFarmTls, type FarmTls } from './bench/farm-tls.ts'
import { farmClient, measureSearch, median, watchMemory } from './bench/measure.ts'

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '500' },
    seed: { type: 'string', default: '1' },
    'module-timeout': { type: 'string', default: '5000' },
    concurrent: { type: 'string', default: '20' },
    tls: { type: 'boolean', default: true },
    // per-search: each concurrent search with a client of its own (HTTP/1.1, nothing reused
    // between searches), as the engine ran before its pools were shared.
    client: { type: 'string', default: 'shared' },
    classes: { type: 'boolean', default: true },
  },
  allowNegative: true,
})
const size = Math.min(5000, Math.max(1, Number(values.sites)))
const seed = Number(values.seed)
const moduleTimeoutMs = Math.min(15_000, Math.max(500, Number(values['module-timeout'])))
const concurrent = Math.min(200, Math.max(1, Number(values.concurrent)))
const perSearchClients = values.client === 'per-search'

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
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const [chunk] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('the farm server exited before it was ready')
    }),
  ])) as [Buffer]
  const { port } = JSON.parse(chunk.toString()) as { port: number }
  return {
    port,
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
const guard = setTimeout(() => {
  console.error('benchmark took over 5 minutes: stopping')
  void server.stop().finally(() => process.exit(1))
}, 300_000)
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
  console.log(`  timeouts on answering sites  ${one.missed}`)
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

  // Every search shares the process's pools, as the server's do; with --client per-search each
  // makes its own, as before the pools were shared.
  const shared = perSearchClients ? undefined : farmClient(ca)
  const memoryN = watchMemory()
  const cpuN = process.cpuUsage()
  const started = performance.now()
  const many = await Promise.all(
    Array.from({ length: concurrent }, (_, i) =>
      measureSearch(modules, farm, `bench-user-${i}`, moduleTimeoutMs, {
        canaries,
        ...(shared ? { shared } : { client: { ...ca, perSearch: true } }),
      }),
    ),
  )
  const allWall = performance.now() - started
  const cpuMany = cpuMs(process.cpuUsage(cpuN))
  await shared?.close()
  const peakN = memoryN.stop()
  const wrongN = many.reduce((n, m) => n + m.wrong.length, 0)
  const missedN = many.reduce((n, m) => n + m.missed, 0)
  console.log(`\n${concurrent} searches at once (medians)`)
  console.log(`  modules per search     ${many[0]?.results.length ?? 0}`)
  console.log(
    `  wall time              ${ms(median(many.map((m) => m.wallMs)))}   (all ${concurrent} done in ${ms(allWall)})`,
  )
  console.log(
    `  ratio wall/slowest     ${(median(many.map((m) => m.wallMs)) / slowest).toFixed(3)}   (worst ${(Math.max(...many.map((m) => m.wallMs)) / slowest).toFixed(3)})`,
  )
  console.log(
    `  first result           ${ms(median(many.map((m) => m.firstResultMs)))}   (${ms(median(many.map((m) => m.firstResultMs)) - fastest)} after the fastest site)`,
  )
  console.log(`  peak memory (RSS)      ${mib(peakN)}`)
  console.log(
    `  CPU per check          ${(cpuMany / (concurrent * farm.length)).toFixed(3)} ms (${perSearchClients ? 'a client per search' : 'shared pools'})`,
  )
  console.log(`  wrong verdicts         ${wrongN} (over ${concurrent * farm.length} checks)`)
  console.log(`  timeouts on answering sites  ${missedN} (over ${concurrent * farm.length} checks)`)
  for (const w of many.flatMap((m) => m.wrong).slice(0, 10))
    console.log(`    ${w.module}: expected ${w.expected}, got ${w.got}`)

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
