/**
 * The lookup CLI's runs through LOOKUP_PROXY: a CONNECT proxy on loopback in front of the
 * farm, in a process of its own with the DNS server (cli-network.ts), and the CLI's own
 * engine state (scripts/lookup-engine.ts: a fresh process's client,
 * canaries and answer times, kept in a cache file between runs). The first run starts with
 * an empty cache, as on a new machine; the next one is a new process reading what the first
 * learnt. The CLI resolves every platform's name itself before it tunnels (the private-address
 * guard), through a DNS server on loopback that takes `dnsMs` to answer each name and points
 * every farm name at a public address (the proxy, which tunnels to the farm, ignores it).
 * Timed: the report (the search's complete message) and the exit (the engine closed, as the
 * CLI closes it), each against the slowest answering platform.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHttpClient } from '../../engine/http/client.ts'
import { runSearch } from '../../engine/run-search.ts'
import type { LookupModule } from '../../engine/types.ts'
import { FINISH_LEARNING_MS, lookupEngine } from '../lookup-engine.ts'
import type { FarmSite } from './farm.ts'
import { startSideProcess } from './side-process.ts'
import { judge, slowestAnswerMs, timeSearch } from './measure.ts'

const ms = (n: number) => `${Math.round(n)} ms`

export async function benchCliProxy(options: {
  modules: readonly LookupModule[]
  sites: readonly FarmSite[]
  farmPort: number
  ca: string
  moduleTimeoutMs: number
  /** Each name's answer takes this long at the resolver. */
  dnsMs: number
}) {
  const { modules, sites } = options
  const answering = sites.filter((s) => s.behaviour !== 'hang')
  const slowest = Math.max(...answering.map((s) => s.latencyMs))
  // The proxy and the DNS server, in their own process.
  const { ready: network, stop: stopNetwork } = await startSideProcess<{
    proxyUrl: string
    dnsServer: string
  }>(new URL('./cli-network.ts', import.meta.url), 'proxy process', {
    CLI_FARM_PORT: String(options.farmPort),
    CLI_DNS_MS: String(options.dnsMs),
  })
  const dir = await mkdtemp(join(tmpdir(), 'bench-cli-'))
  const cachePath = join(dir, 'lookup-cache.json')
  console.log(
    `\nthe CLI through LOOKUP_PROXY (${modules.length} platforms, ${sites.length - answering.length} hang; slowest answering ${ms(slowest)}; ${options.dnsMs} ms per name at the resolver)`,
  )
  try {
    for (const run of ['first run, empty cache', 'next run, its cache']) {
      // A fresh process: its resolver has nothing cached, and every name costs dnsMs.
      const http = createHttpClient({
        proxyUrl: network.proxyUrl,
        ca: options.ca,
        dnsServers: [network.dnsServer],
      })
      const started = performance.now()
      const engine = await lookupEngine({ env: {}, http, cachePath })
      const timed = await timeSearch(
        runSearch({
          type: 'username',
          query: 'bench-user-cli',
          modules,
          env: {},
          http: engine.http,
          canaries: engine.canaries,
          latency: engine.latency,
          moduleTimeoutMs: options.moduleTimeoutMs,
        }),
      )
      // As the CLI does: what still learns gets its second, hands over, and ends; the
      // connections are left to the process exit (closed here once the exit is timed).
      await engine.close({ ms: FINISH_LEARNING_MS })
      const exitMs = performance.now() - started
      await http.close()
      const verdicts = judge(timed.results, sites, 'bench-user-cli')
      const seen = slowestAnswerMs(timed.results)
      console.log(
        `  ${run.padEnd(24)} report ${ms(timed.wallMs)}: ${(timed.wallMs / slowest).toFixed(2)} × the farm's slowest answer, ` +
          `${(timed.wallMs / seen).toFixed(2)} × the slowest as answered (${ms(seen)}; target ≤ 1.3); ` +
          `exit ${ms(exitMs)}: ${(exitMs / slowest).toFixed(2)} × the farm's, ${(exitMs / seen).toFixed(2)} × as answered; ` +
          `${verdicts.missed} answering cut off, ${verdicts.withheld} withheld, ${verdicts.wrong.length} wrong; ` +
          `${http.names.questionsAsked()} names asked`,
      )
      // Not as the farm answers: a wrong verdict, or an answer lost some other way than a
      // timeout (unreachable, an error). Named, so a run says which.
      for (const w of verdicts.wrong.slice(0, 5))
        console.log(`    ${w.module}: ${w.got}, the farm says ${w.expected}`)
    }
  } finally {
    await stopNetwork()
    await rm(dir, { recursive: true, force: true })
  }
}
