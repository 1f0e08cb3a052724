import { setMaxListeners } from 'node:events'
import { createCanaries, vouch, type Canaries } from './canaries.ts'
import { isPlatformVerdict } from '../shared/coverage.ts'
import { createHttpClient, type EngineHttp } from './http.ts'
import { modulesFor } from './registry.ts'
import { DEFAULT_MODULE_TIMEOUT_MS, runModule } from './run-module.ts'
import type { DnsResolver, LookupModule, ModuleResult, QueryType, StreamMessage } from './types.ts'

/** SPEC 9: the search timeout parameter is 60 s. */
export const MAX_SEARCH_TIMEOUT_S = 60

/**
 * Modules started per turn of the event loop. Starting hundreds at once means hundreds of
 * connects and TLS handshakes before any answer can be read; in slices, the first answers
 * stream while the rest are still being sent.
 */
const START_SLICE = 25
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface RunSearchOptions {
  type: QueryType
  query: string
  /** The whole search's budget in seconds (default and maximum 60). */
  timeoutS?: number
  /** Aborting it cancels every outbound request at once and ends the iteration. */
  signal?: AbortSignal
  /** The modules to run; default: every registered module for the type whose key is set. */
  modules?: readonly LookupModule[]
  /**
   * The outbound client, shared by the process's searches (each takes its own view of it);
   * default: one made for this search (LOOKUP_PROXY honoured), closed at the end.
   */
  http?: EngineHttp
  /** API keys and LOOKUP_PROXY; default process.env. */
  env?: Readonly<Record<string, string | undefined>>
  /** Each module's own timeout unless it sets one (default 15 s). */
  moduleTimeoutMs?: number
  dns?: DnsResolver
  /**
   * The run-time canaries that vouch for verdicts (engine/canaries.ts). Default: one set per
   * process (per client, when `http` is given). `false` turns them off: only for tests of the
   * runner itself.
   */
  canaries?: Canaries | false
}

const defaultCanaries = new WeakMap<EngineHttp, Canaries>()
let processCanaries: { canaries: Canaries; proxy: string | undefined } | undefined

/** The process's canaries: shared by every search, so each site is tested once per period. */
function canariesFor(options: RunSearchOptions, env: StreamOptions['env']): Canaries {
  if (options.http) {
    let canaries = defaultCanaries.get(options.http)
    if (!canaries) {
      canaries = createCanaries({
        http: options.http,
        env,
        ...(options.dns ? { dns: options.dns } : {}),
      })
      defaultCanaries.set(options.http, canaries)
    }
    return canaries
  }
  const proxy = env.LOOKUP_PROXY || undefined
  if (!processCanaries || processCanaries.proxy !== proxy) {
    const http = createHttpClient({ proxyUrl: proxy })
    processCanaries = { canaries: createCanaries({ http, env }), proxy }
  }
  return processCanaries.canaries
}

/**
 * Runs every module at once and streams each result as it finishes (completion order), with
 * progress, then one `complete` message. A module that throws or hangs only ever costs its own
 * result; when the budget runs out the unfinished ones end as unknown (timeout) and `complete`
 * follows at once. Argument errors (bad timeout, unknown module ids) throw here, synchronously.
 */
export function runSearch(options: RunSearchOptions): AsyncIterable<StreamMessage> {
  const timeoutS = options.timeoutS ?? MAX_SEARCH_TIMEOUT_S
  if (!Number.isFinite(timeoutS) || timeoutS <= 0) {
    throw new RangeError(`timeoutS must be a positive number of seconds, got ${timeoutS}`)
  }
  const moduleTimeoutMs = options.moduleTimeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS
  if (!Number.isFinite(moduleTimeoutMs) || moduleTimeoutMs <= 0) {
    throw new RangeError(`moduleTimeoutMs must be a positive number, got ${moduleTimeoutMs}`)
  }
  const env = options.env ?? process.env
  const modules = options.modules ?? modulesFor(options.type, { env })
  return stream({
    ...options,
    env,
    modules,
    moduleTimeoutMs,
    budgetMs: Math.min(timeoutS, MAX_SEARCH_TIMEOUT_S) * 1000,
    canaries: options.canaries === false ? null : (options.canaries ?? canariesFor(options, env)),
  })
}

interface StreamOptions extends Omit<RunSearchOptions, 'canaries'> {
  env: Readonly<Record<string, string | undefined>>
  modules: readonly LookupModule[]
  moduleTimeoutMs: number
  budgetMs: number
  canaries: Canaries | null
}

async function* stream(options: StreamOptions): AsyncGenerator<StreamMessage, void, undefined> {
  const { modules, signal } = options
  const total = modules.length
  const started = Date.now()
  const own = options.http
    ? undefined
    : createHttpClient({ proxyUrl: options.env.LOOKUP_PROXY || undefined })
  const http = (options.http ?? (own as EngineHttp)).forSearch()
  const controller = new AbortController()
  // Every module listens to the search's signal: hundreds of listeners are expected here.
  setMaxListeners(0, controller.signal)

  const ready: ModuleResult[] = []
  const settled = new Array<boolean>(total).fill(false)
  let wake: (() => void) | undefined
  const notify = () => {
    const resume = wake
    wake = undefined
    resume?.()
  }
  // The first result for a module wins; a late one (after the budget ran out) is dropped.
  const settle = (index: number, result: ModuleResult) => {
    if (settled[index]) return
    settled[index] = true
    ready.push(result)
    notify()
  }
  const onAbort = () => {
    controller.abort(signal?.reason)
    notify()
  }
  signal?.addEventListener('abort', onAbort, { once: true })

  const budget = setTimeout(() => {
    const message = `the search's ${Math.round(options.budgetMs / 1000)} s budget ran out`
    modules.forEach((module, i) => settle(i, timedOut(module, message, Date.now() - started)))
    controller.abort(new Error(message))
  }, options.budgetMs)

  try {
    if (signal?.aborted) return
    // A module's timeout runs from the start of the search, not from its slice: starting in
    // slices must never stretch the search beyond its slowest module.
    const start = (module: LookupModule, i: number) => {
      const own = module.timeoutMs ?? options.moduleTimeoutMs
      const left = started + own - Date.now()
      // Out of time before it could even start (an overloaded process): no request at all.
      if (left <= 0) return settle(i, timedOut(module, 'no time left to start the check', 0))
      const check = runModule({
        module: left < own ? { ...module, timeoutMs: left } : module,
        query: options.query,
        type: options.type,
        http,
        env: options.env,
        ...(options.dns ? { dns: options.dns } : {}),
        signal: controller.signal,
        timeoutMs: left,
      })
      // Started right after the check, so the canary costs no wall time of its own.
      const canary = options.canaries?.check(module) ?? Promise.resolve(null)
      void check
        // Only a verdict waits for its canary; "could not tell" is reported at once.
        .then(async (result) => (isPlatformVerdict(result) ? vouch(result, await canary) : result))
        .then((result) => settle(i, result))
    }
    void (async () => {
      for (let i = 0; i < total; i++) {
        if (i > 0 && i % START_SLICE === 0) await nextTurn()
        if (controller.signal.aborted) return
        start(modules[i] as LookupModule, i)
      }
    })()

    const results: ModuleResult[] = []
    while (results.length < total) {
      if (signal?.aborted) return
      const result = ready.shift()
      if (!result) {
        await new Promise<void>((resolve) => (wake = resolve))
        continue
      }
      results.push(result)
      yield {
        type: 'result',
        data: result,
        progress: {
          completed: results.length,
          total,
          percent: Math.floor((results.length * 100) / total),
          current: result.name,
        },
      }
    }
    yield { type: 'complete', total, results }
  } finally {
    clearTimeout(budget)
    signal?.removeEventListener('abort', onAbort)
    // Ends whatever is still running: on abort, on budget, or when the consumer stops reading.
    controller.abort(signal?.reason ?? new Error('search ended'))
    await own?.close().catch(() => undefined)
  }
}

function timedOut(module: LookupModule, message: string, elapsedMs: number): ModuleResult {
  return {
    module: module.id,
    name: module.name,
    category: module.category,
    status: 'unknown',
    reason: 'timeout',
    message,
    timestamp: new Date().toISOString(),
    elapsed_ms: Math.max(0, Math.round(elapsedMs)),
  }
}
