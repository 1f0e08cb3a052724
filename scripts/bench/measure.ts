import type { LookupAddress } from 'node:dns'
import { Agent } from 'undici'
import type { Canaries } from '../../engine/canaries.ts'
import { createHttpClient, outboundAgent } from '../../engine/http.ts'
import { runSearch } from '../../engine/run-search.ts'
import type { LookupModule, ModuleResult } from '../../engine/types.ts'
import { truth, type FarmSite } from './farm.ts'

/** Every farm host resolves to the loopback farm; nothing else is reachable. */
function loopbackLookup(
  _host: string,
  options: { all?: boolean },
  callback: (
    err: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
  else callback(null, '127.0.0.1', 4)
}

export interface FarmClientOptions {
  /** The farm's throwaway CA, when its sites speak TLS. */
  ca?: string
  /**
   * The client each search used to make for itself: HTTP/1.1 only, 6 connections per host,
   * nothing kept between searches. Default: the production pools, shared by the searches.
   */
  perSearch?: boolean
}

/** The engine's own client, as production builds it, but dialling the farm. */
export function farmClient(options: FarmClientOptions = {}) {
  const connect = { lookup: loopbackLookup, ...(options.ca ? { ca: options.ca } : {}) }
  return createHttpClient({
    allowPrivateAddresses: true,
    dispatcher: options.perSearch
      ? new Agent({ connections: 6, keepAliveTimeout: 10_000, connect })
      : outboundAgent({ connect }),
  })
}

export interface SearchMeasure {
  /** From the call to the complete message. */
  wallMs: number
  firstResultMs: number
  results: ModuleResult[]
  /** A verdict the farm's truth contradicts, or a verdict where the truth is "could not tell". */
  wrong: { module: string; expected: string; got: string }[]
  /** Sites that answer in time but were reported as timeouts: capacity, not honesty. */
  missed: number
}

export interface MeasureOptions {
  /** One client for several searches, as a server shares one; default: one of its own. */
  shared?: ReturnType<typeof farmClient>
  /** How the search's own client is made when none is shared. */
  client?: FarmClientOptions
  /** The canaries every search of one farm shares, as a server process does. */
  canaries?: Canaries
  /** A hostile class: no verdict is right, whatever the site would normally answer. */
  hostile?: boolean
}

/** One search over the farm, timed from the call to the complete message. */
export async function measureSearch(
  modules: readonly LookupModule[],
  sites: readonly FarmSite[],
  username: string,
  moduleTimeoutMs: number,
  options: MeasureOptions = {},
): Promise<SearchMeasure> {
  const { shared } = options
  const http = shared ?? farmClient(options.client)
  const started = performance.now()
  let firstResultMs = Number.NaN
  let wallMs = Number.NaN
  let results: ModuleResult[] = []
  try {
    for await (const message of runSearch({
      type: 'username',
      query: username,
      modules,
      http,
      env: {},
      moduleTimeoutMs,
      ...(options.canaries ? { canaries: options.canaries } : {}),
    })) {
      if (message.type === 'result' && Number.isNaN(firstResultMs))
        firstResultMs = performance.now() - started
      if (message.type === 'complete') {
        wallMs = performance.now() - started
        results = message.results
      }
    }
  } finally {
    if (!shared) await http.close()
  }
  const byId = new Map(sites.map((s) => [`farm-${s.index}`, s]))
  const verdicts = new Set(['found', 'not_found'])
  const wrong: SearchMeasure['wrong'] = []
  let missed = 0
  for (const r of results) {
    const site = byId.get(r.module)
    const expected = !site ? 'missing' : options.hostile ? 'unknown' : truth(site, username)
    if (r.status === expected) continue
    if (r.status === 'unknown' && r.reason === 'timeout' && verdicts.has(expected)) missed++
    else
      wrong.push({
        module: r.module,
        expected,
        got: `${r.status}${r.reason ? ` (${r.reason})` : ''}`,
      })
  }
  return { wallMs, firstResultMs, results, wrong, missed }
}

/** Samples the process's resident memory until stopped; answers the peak in MiB. */
export function watchMemory(): { stop(): number } {
  let peak = process.memoryUsage.rss()
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 20)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024
    },
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
