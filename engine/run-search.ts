import { setMaxListeners } from 'node:events'
import type { Vouching } from './vouching/vouching.ts'
import { isPlatformVerdict } from '../shared/coverage.ts'
import { SEARCH_BUDGET_S } from '../shared/search-budget.ts'
import { createDeadlineWatch } from './deadline-watch.ts'
import { createHttpClient, type EngineHttp } from './http/client.ts'
import type { LatencyBook } from './timing/latency-history.ts'
import { startOrder } from './timing/start-order.ts'
import { besidePlan } from './vouching/beside.ts'
import { modulesFor } from './registry.ts'
import { DEFAULT_MODULE_TIMEOUT_MS, runModule } from './run-module.ts'
import type { DnsResolver, LookupModule, ModuleResult, QueryType, StreamMessage } from './types.ts'

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
  /**
   * The modules to run; default: every registered module for the type whose key is set (for a
   * phone number, those that serve its country).
   */
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
   * What vouches for each verdict before it is given: the process's run-time canaries
   * (engine/vouching/canaries.ts), shared by its searches so each platform is tested once per
   * period.
   */
  canaries: Vouching
  /**
   * Each platform's answer times, from which its check's deadline is set and to which this
   * search adds (engine/timing/latency-history.ts): the process's, shared by its searches.
   */
  latency: LatencyBook
  /**
   * Called once when only stragglers are left (most checks have settled): the search's own
   * work is done and it only waits, so admission may count it as such.
   */
  onTail?: () => void
}

/**
 * Runs every module at once and streams each result as it finishes (completion order), with
 * progress, then one `complete` message. A module that throws or hangs only ever costs its own
 * result; when the budget runs out the unfinished ones end as unknown (timeout) and `complete`
 * follows at once. Argument errors (bad timeout, unknown module ids) throw here, synchronously.
 */
export function runSearch(options: RunSearchOptions): AsyncIterable<StreamMessage> {
  const timeoutS = options.timeoutS ?? SEARCH_BUDGET_S
  if (!Number.isFinite(timeoutS) || timeoutS <= 0) {
    throw new RangeError(`timeoutS must be a positive number of seconds, got ${timeoutS}`)
  }
  const moduleTimeoutMs = options.moduleTimeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS
  if (!Number.isFinite(moduleTimeoutMs) || moduleTimeoutMs <= 0) {
    throw new RangeError(`moduleTimeoutMs must be a positive number, got ${moduleTimeoutMs}`)
  }
  const env = options.env ?? process.env
  const modules = options.modules ?? modulesFor(options.type, { env, query: options.query })
  return stream({
    ...options,
    env,
    modules,
    moduleTimeoutMs,
    budgetMs: Math.min(timeoutS, SEARCH_BUDGET_S) * 1000,
  })
}

interface StreamOptions extends RunSearchOptions {
  env: Readonly<Record<string, string | undefined>>
  modules: readonly LookupModule[]
  moduleTimeoutMs: number
  budgetMs: number
}

async function* stream(options: StreamOptions): AsyncGenerator<StreamMessage, void, undefined> {
  const { modules, signal } = options
  const total = modules.length
  const started = Date.now()
  const own = options.http
    ? undefined
    : createHttpClient({ proxyUrl: options.env.LOOKUP_PROXY || undefined })
  const http = options.http ?? (own as EngineHttp)
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
  const watch = createDeadlineWatch({
    total,
    startedAt: started,
    moduleTimeoutMs: options.moduleTimeoutMs,
    book: options.latency,
    cut: (index, result) => settle(index, result),
    onTail: options.onTail,
  })
  // The first result for a module wins; a late one (after its deadline or the budget) is dropped.
  const settle = (index: number, result: ModuleResult) => {
    if (settled[index]) return
    settled[index] = true
    watch.done(index)
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
      // Its own signal, so a deadline can end this check alone.
      const checkController = new AbortController()
      const onSearchAbort = () => checkController.abort(controller.signal.reason)
      controller.signal.addEventListener('abort', onSearchAbort, { once: true })
      watch.begin(i, module, left, {
        abort: () => checkController.abort(new Error('deadline')),
        // Past its deadline it may run on to learn its platform's time; the search's end
        // no longer ends it (its own timeout does).
        detach: () => controller.signal.removeEventListener('abort', onSearchAbort),
      })
      const question = { type: options.type, query: options.query }
      // Its whole timeout even when it starts late: the watch ends its part in the search at
      // `left`, and past that it runs on, off the search, to learn whether its platform hangs.
      const check = runModule({
        module,
        query: options.query,
        type: options.type,
        http,
        env: options.env,
        ...(options.dns ? { dns: options.dns } : {}),
        signal: checkController.signal,
        timeoutMs: own,
      })
      beside.started()
      const besideAfter = beside.delayOf(i)
      const besideTimer =
        besideAfter === undefined
          ? undefined
          : setTimeout(() => {
              if (beside.take(i)) options.canaries.beside(module, question)
            }, besideAfter)
      void check
        .then(async (result) => {
          clearTimeout(besideTimer)
          if (isPlatformVerdict(result)) beside.answered()
          controller.signal.removeEventListener('abort', onSearchAbort)
          watch.learn(i, result)
          // Only a verdict waits for its canary; "could not tell" is reported at once. The
          // canary is asked now, after the check, on the check's kept-alive connection; a slow
          // platform's went out beside its check (engine/vouching/beside.ts), and `confirm`
          // finds it made or under way.
          return isPlatformVerdict(result)
            ? options.canaries.confirm(module, question, result)
            : result
        })
        .then((result) => settle(i, result))
    }
    // Each platform's expectation read once, for the order and for the self-tests beside.
    const expected = modules.map((module) => options.latency.expect(module.id))
    const order = startOrder(expected)
    const beside = besidePlan(expected)
    void (async () => {
      for (let n = 0; n < total; n++) {
        if (n > 0 && n % START_SLICE === 0) await nextTurn()
        if (controller.signal.aborted) return
        const i = order[n] as number
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
    watch.stop()
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
