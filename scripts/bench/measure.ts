import type { LookupAddress } from 'node:dns'
import { trustingCanaries, type Vouching } from '../../engine/vouching/vouching.ts'
import { createHttpClient, outboundAgent, type EngineHttp } from '../../engine/http/client.ts'
import { createLatencyHistory, type LatencyBook } from '../../engine/timing/latency-history.ts'
import { runModule } from '../../engine/run-module.ts'
import { runSearch } from '../../engine/run-search.ts'
import type { LookupModule, ModuleResult, QueryType, StreamMessage } from '../../engine/types.ts'
import { truth, type FarmSite } from './farm.ts'

/**
 * Every farm host resolves to the loopback farm; nothing else is reachable. Answered on a
 * later turn, as the engine's own lookup is: a lookup that calls back at once makes a
 * connection that fails (EMFILE) throw out of the process instead of failing its request.
 */
function loopbackLookup(
  _host: string,
  options: { all?: boolean },
  callback: (
    err: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) {
  setImmediate(() => {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
    else callback(null, '127.0.0.1', 4)
  })
}

/** The engine's own client, as production builds it, but dialling the farm (`ca`: its CA). */
export function farmClient(options: { ca?: string; connectionsPerHost?: number } = {}) {
  const connect = { lookup: loopbackLookup, ...(options.ca ? { ca: options.ca } : {}) }
  const dispatcher = outboundAgent({
    connect,
    ...(options.connectionsPerHost ? { maxSocketsPerHost: options.connectionsPerHost } : {}),
  })
  return createHttpClient({ allowPrivateAddresses: true, dispatcher })
}

export interface SearchMeasure {
  /** From the call to the complete message. */
  wallMs: number
  firstResultMs: number
  results: ModuleResult[]
  /** A verdict the farm's truth contradicts, or a verdict where the truth is "could not tell". */
  wrong: { module: string; expected: string; got: string }[]
  /**
   * Sites that answer but were reported as timeouts (cut off at a deadline, or out of
   * capacity): never a wrong verdict, but an answer lost.
   */
  missed: number
  /** The answering sites lost to a timeout. */
  lostModules: string[]
  /**
   * Verdicts withheld (`site_unreliable`) because the site's canary could not tell yet (it
   * timed out): capacity too. A canary that failed on an honest site is counted on its own.
   */
  withheld: number
}

export interface MeasureOptions {
  /** One client for several searches, as a server shares one; default: one of its own. */
  shared?: ReturnType<typeof farmClient>
  /** How the search's own client is made when none is shared. */
  client?: { ca?: string }
  /** The canaries every search of one farm shares, as a server process does. */
  canaries: Vouching
  /** The answer times every search of one farm shares, as a server process does. */
  latency: LatencyBook
  /** A hostile class: no verdict is right, whatever the site would normally answer. */
  hostile?: boolean
}

/** One search over the farm, timed from the call to the complete message. */
export async function measureSearch(
  modules: readonly LookupModule[],
  sites: readonly FarmSite[],
  username: string,
  moduleTimeoutMs: number,
  options: MeasureOptions,
): Promise<SearchMeasure> {
  const { shared } = options
  const http = shared ?? farmClient(options.client)
  try {
    const timed = await timeSearch(
      runSearch({
        type: 'username',
        query: username,
        modules,
        http,
        env: {},
        moduleTimeoutMs,
        canaries: options.canaries,
        latency: options.latency,
      }),
    )
    return { ...timed, ...judge(timed.results, sites, username, options.hostile) }
  } finally {
    if (!shared) await http.close()
  }
}

/** Reads a search's stream to its end, timed from now to its first result and its complete. */
export async function timeSearch(stream: AsyncIterable<StreamMessage>) {
  const started = performance.now()
  let firstResultMs = Number.NaN
  let wallMs = Number.NaN
  let results: ModuleResult[] = []
  for await (const message of stream) {
    if (message.type === 'result' && Number.isNaN(firstResultMs))
      firstResultMs = performance.now() - started
    if (message.type === 'complete') {
      wallMs = performance.now() - started
      results = message.results
    }
  }
  return { wallMs, firstResultMs, results }
}

/**
 * Each check run alone, in turn, then all of them as one search with canaries warm (as for
 * every search but the first in ten minutes: none run here): how long each took alone, and
 * the search's times.
 */
export async function aloneThenTogether(
  type: QueryType,
  query: string,
  modules: readonly LookupModule[],
  http: EngineHttp,
) {
  const alone: number[] = []
  for (const module of modules) {
    const started = performance.now()
    await runModule({ module, query, type, http })
    alone.push(performance.now() - started)
  }
  const timed = await timeSearch(
    runSearch({
      type,
      query,
      modules,
      http,
      env: {},
      // Canaries warm, as for every search but the first in ten minutes: none run here.
      canaries: trustingCanaries,
      latency: createLatencyHistory(),
    }),
  )
  return { alone, timed }
}

/**
 * Each result against the farm's truth: the wrong verdicts, and the answers lost to capacity
 * (timeouts, and verdicts withheld while their canary timed out).
 */
export function judge(
  results: readonly ModuleResult[],
  sites: readonly FarmSite[],
  username: string,
  hostile = false,
): Pick<SearchMeasure, 'wrong' | 'missed' | 'withheld' | 'lostModules'> {
  const byId = new Map(sites.map((s) => [`farm-${s.index}`, s]))
  const verdicts = new Set(['found', 'not_found'])
  const wrong: SearchMeasure['wrong'] = []
  let missed = 0
  const lostModules: string[] = []
  let withheld = 0
  for (const r of results) {
    const site = byId.get(r.module)
    const expected = !site ? 'missing' : hostile ? 'unknown' : truth(site, username)
    if (r.status === expected) continue
    const lost = r.status === 'unknown' && verdicts.has(expected)
    if (lost && r.reason === 'timeout') {
      missed++
      lostModules.push(r.module)
    } else if (lost && r.reason === 'site_unreliable') withheld++
    else
      wrong.push({
        module: r.module,
        expected,
        got: `${r.status}${r.reason ? ` (${r.reason})` : ''}`,
      })
  }
  return { wrong, missed, withheld, lostModules }
}

/**
 * The slowest answer a search actually got, as its client saw it (the farm's own latency plus
 * the connection and our CPU): what its wall is held against.
 */
export function slowestAnswerMs(results: readonly ModuleResult[]): number {
  const answered = results.filter(
    (r) =>
      r.status !== 'error' &&
      !(r.status === 'unknown' && (r.reason === 'timeout' || r.reason === 'unreachable')),
  )
  return Math.max(0, ...answered.map((r) => r.elapsed_ms))
}

/** Samples the process's resident memory until stopped; answers the peak in MiB. */
export function watchMemory(): { stop(): number } {
  let peak = 0
  // Reading the resident size opens a file: a process out of open files skips that sample
  // instead of ending the benchmark, and the run reports what ran out.
  const sample = () => {
    try {
      peak = Math.max(peak, process.memoryUsage.rss())
    } catch {
      // EMFILE: the next sample tries again.
    }
  }
  sample()
  const timer = setInterval(sample, 20)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return peak / 1024 / 1024
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
