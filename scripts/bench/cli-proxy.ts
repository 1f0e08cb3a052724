/**
 * The lookup CLI's runs through LOOKUP_PROXY: a CONNECT proxy on loopback in front of the
 * farm, and the CLI's own engine state (scripts/lookup-engine.ts: a fresh process's client,
 * canaries and answer times, kept in a cache file between runs). The first run starts with
 * an empty cache, as on a new machine; the next one is a new process reading what the first
 * learnt.
 */
import { createServer } from 'node:http'
import { connect, type Socket } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createHttpClient } from '../../engine/http.ts'
import { runSearch } from '../../engine/run-search.ts'
import type { LookupModule } from '../../engine/types.ts'
import { lookupEngine } from '../lookup-engine.ts'
import type { FarmSite } from './farm.ts'
import { judge, slowestAnswerMs, timeSearch } from './measure.ts'

const ms = (n: number) => `${Math.round(n)} ms`

/** A CONNECT proxy that tunnels every target to the farm, which tells sites apart by name. */
async function startProxy(farmPort: number) {
  const server = createServer((_req, res) => res.writeHead(405).end())
  const sockets = new Set<Socket>()
  server.on('connect', (_req, client: Socket, head: Buffer) => {
    const upstream = connect(farmPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => undefined)
      s.on('close', () => sockets.delete(s))
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export async function benchCliProxy(options: {
  modules: readonly LookupModule[]
  sites: readonly FarmSite[]
  farmPort: number
  ca: string
  moduleTimeoutMs: number
}) {
  const { modules, sites } = options
  const answering = sites.filter((s) => s.behaviour !== 'hang')
  const slowest = Math.max(...answering.map((s) => s.latencyMs))
  const proxy = await startProxy(options.farmPort)
  const dir = await mkdtemp(join(tmpdir(), 'bench-cli-'))
  const cachePath = join(dir, 'lookup-cache.json')
  console.log(
    `\nthe CLI through LOOKUP_PROXY (${modules.length} platforms, ${sites.length - answering.length} hang; slowest answering ${ms(slowest)})`,
  )
  try {
    for (const run of ['first run, empty cache', 'next run, its cache']) {
      // The guard's own name lookup is the system's: the farm's names exist only here.
      const http = createHttpClient({
        proxyUrl: proxy.url,
        allowPrivateAddresses: true,
        ca: options.ca,
      })
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
      // As the CLI does: its self-tests finish for the next run before it exits.
      await engine.close({ ms: options.moduleTimeoutMs })
      await http.close()
      const verdicts = judge(timed.results, sites, 'bench-user-cli')
      const seen = slowestAnswerMs(timed.results)
      console.log(
        `  ${run.padEnd(24)} wall ${ms(timed.wallMs)}: ${(timed.wallMs / slowest).toFixed(2)} × the farm's slowest answer, ` +
          `${(timed.wallMs / seen).toFixed(2)} × the slowest as answered (${ms(seen)}; target ≤ 1.3); ` +
          `${verdicts.missed} answering cut off, ${verdicts.withheld} withheld, ${verdicts.wrong.length} wrong`,
      )
    }
  } finally {
    await proxy.close()
    await rm(dir, { recursive: true, force: true })
  }
}
