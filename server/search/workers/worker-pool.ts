import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { CanaryStore } from '../../../engine/vouching/canaries.ts'
import type { Expectation, LatencySample } from '../../../engine/timing/latency-history.ts'
import type { ModuleResult, QueryType, StreamMessage } from '../../../engine/types.ts'
import { unlessAborted } from '../../../engine/http/unless-aborted.ts'
import { canaryRelay } from './canary-relay.ts'
import type { SearchEngine } from './search-engine.ts'
import type { WorkerEngineChoice } from './worker-engine.ts'
import {
  searchNamedBy,
  ToMain,
  whatIsWrong,
  type ToWorker,
  type WorkerData,
} from './worker-protocol.ts'

export interface SearchWorkersOptions {
  /** Worker threads (one per core is the default the server picks). */
  workers: number
  /** The engine module workers load, and its options (checked by its schema as it starts). */
  engine: WorkerEngineChoice
  /**
   * Where canary outcomes are shared with other instances (the database); each worker runs
   * its own canaries, and the process keeps what any of them learnt for all of them.
   */
  canaryStore?: CanaryStore
  /**
   * The process's answer times: each search starts with what they lead us to expect of its
   * platforms, and what it learnt comes back to them.
   */
  latency?: {
    expectations(type: QueryType): Record<string, Expectation>
    record(sample: LatencySample): void
  }
  warn: (message: string, err?: unknown) => void
  /**
   * How long a worker that ended before it was ready waits before it is started again: the
   * first pause, doubled after each failure in a row up to the longest (default 1 s to 60 s).
   */
  retry?: { firstMs: number; longestMs: number }
}

interface Sink {
  push(message: StreamMessage): void
  /** Its `complete`, the results being the ones pushed (worker-protocol.ts). */
  complete(total: number): void
  end(error?: Error): void
  tail(): void
  /** Until it is down to its stragglers. */
  busy: boolean
}

interface Slot {
  worker: Worker
  ready: Promise<void>
  /** Settles when the thread has ended, whenever that was. */
  exited: Promise<void>
  searches: Map<string, Sink>
  /** Its worker ended before it was ready; it waits to be started again. */
  failed: boolean
}

const workerEntry = new URL('./search-worker.ts', import.meta.url).href
// Workers load TypeScript as the main thread does: through tsx, registered in each worker
// (hooks and --import do not reach worker threads on every supported Node).
// (require.resolve finds the CommonJS build; its ES module sibling is the one that registers.)
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href
const bootstrap =
  `import(${JSON.stringify(tsxApi)})` +
  `.then(({ register }) => { register(); return import(${JSON.stringify(workerEntry)}) })`

/**
 * The machine's search workers, as a SearchEngine: each search goes to the worker running the
 * fewest, its messages come back as they are made, and aborting the search stops it there.
 * Workers start with `start()` or the first search; one that dies fails its searches (the
 * paid-search rules settle them) and is replaced. One that ends before it is ready (its engine
 * would not load or start) may be a passing fault or one that will come back: searches go to
 * the workers that run meanwhile, and it is started again after a pause that doubles.
 */
export function createSearchWorkers(options: SearchWorkersOptions) {
  let slots: Slot[] | null = null
  const canaryStore = canaryRelay(options.canaryStore, (err) =>
    options.warn('canary store unavailable', err),
  )
  let closing = false
  const retry = options.retry ?? { firstMs: 1000, longestMs: 60_000 }
  const retries = new Set<ReturnType<typeof setTimeout>>()

  /**
   * A worker for a slot. `failuresBefore`: how many workers in a row failed to start in that
   * slot before this one (each waits twice as long before it is tried again).
   */
  function spawn(failuresBefore = 0): Slot {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: { engine: options.engine } satisfies WorkerData,
    })
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    const slot: Slot = {
      worker,
      searches: new Map(),
      ready: Promise.resolve(),
      exited,
      failed: false,
    }
    let wasReady = false
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (raw: unknown) => {
        const parsed = ToMain.safeParse(raw)
        if (!parsed.success) return refuse(slot, raw, whatIsWrong(parsed.error))
        const message = parsed.data
        if (message.type === 'ready') {
          wasReady = true
          return resolve()
        }
        if (message.type === 'message') return slot.searches.get(message.id)?.push(message.message)
        if (message.type === 'complete')
          return slot.searches.get(message.id)?.complete(message.total)
        if (message.type === 'end') {
          const sink = slot.searches.get(message.id)
          return sink?.end(message.error ? new Error(message.error) : undefined)
        }
        if (message.type === 'tail') return slot.searches.get(message.id)?.tail()
        if (message.type === 'latency') {
          for (const sample of message.samples) options.latency?.record(sample)
          return
        }
        if (message.type === 'warn') return options.warn(`search worker: ${message.message}`)
        if (message.type === 'canary-save') return void canaryStore.save(message.record)
        void canaryStore
          .load(message.since)
          .catch(() => [])
          .then((records) => post(slot, { type: 'canary-records', ask: message.ask, records }))
      })
      // Failed before it was ready: marked before the searches waiting for it hear (through
      // `ready`), so that they go to another worker.
      const failedStarting = (err: Error) => {
        if (wasReady) return
        slot.failed = true
        reject(err)
      }
      worker.on('error', (err) => {
        options.warn('search worker failed', err)
        failedStarting(err)
      })
      worker.on('exit', () => {
        const i = closing || !slots ? -1 : slots.indexOf(slot)
        if (!wasReady) {
          failedStarting(new Error('the search worker stopped before it was ready'))
          if (i >= 0) startAgainLater(i, slot, failuresBefore + 1)
          return
        }
        for (const sink of slot.searches.values()) sink.end(new Error('the search worker stopped'))
        slot.searches.clear()
        if (slots && i >= 0) slots[i] = spawn()
      })
    })
    slot.ready.catch(() => undefined)
    return slot
  }

  /**
   * A worker that ended before it was ready stays in its place, failing the searches that
   * reach it (only when no worker runs), until it is started again after its pause.
   */
  function startAgainLater(i: number, slot: Slot, failures: number) {
    const pauseMs = Math.min(retry.longestMs, retry.firstMs * 2 ** (failures - 1))
    const timer = setTimeout(() => {
      retries.delete(timer)
      if (!closing && slots?.[i] === slot) slots[i] = spawn(failures)
    }, pauseMs)
    timer.unref()
    retries.add(timer)
  }

  const post = (slot: Slot, message: ToWorker) => slot.worker.postMessage(message)

  /**
   * A message that is not what the protocol says: it fails the search it names (stopped in
   * its worker, ended with an error as a worker that dies ends it), and is only logged when
   * it names none. The worker and its other searches run on.
   */
  function refuse(slot: Slot, raw: unknown, why: string) {
    const id = searchNamedBy(raw)
    const sink = id === undefined ? undefined : slot.searches.get(id)
    options.warn(`search worker sent a malformed message (${why})`)
    if (id === undefined || !sink) return
    slot.searches.delete(id)
    post(slot, { type: 'abort', id, reason: 'its worker sent a malformed message' })
    sink.end(new Error(`the search worker sent a malformed message: ${why}`))
  }

  /** Searches a worker runs that are not down to their stragglers: its work. */
  const busy = (slot: Slot) => [...slot.searches.values()].filter((s) => s.busy).length

  const started = (): Slot[] => (slots ??= Array.from({ length: options.workers }, spawn))

  /** The worker running the fewest searches, of those not failed while starting if any. */
  function pick(): Slot {
    const all = started()
    const running = all.filter((slot) => !slot.failed)
    return (running.length ? running : all).reduce((a, b) => (busy(b) < busy(a) ? b : a))
  }

  /**
   * The worker a search runs in, once it has started; undefined if the search was stopped
   * meanwhile (it never starts). The search counts on it at once, so that searches arriving
   * together spread over the workers; if that worker fails as it starts, another that runs or
   * is starting takes the search, and only when none is left does the search fail, with the
   * error.
   */
  async function workerFor(id: string, sink: Sink, signal: AbortSignal) {
    while (!signal.aborted) {
      const slot = pick()
      slot.searches.set(id, sink)
      try {
        await unlessAborted(slot.ready, signal, 'waiting for a search worker')
        return slot
      } catch (err) {
        slot.searches.delete(id)
        if (!signal.aborted && started().every((other) => other.failed)) throw err
      }
    }
    return undefined
  }

  const engine: SearchEngine = async function* ({ type, query, signal, timeoutS, onTail, only }) {
    const id = randomUUID()
    const queue: StreamMessage[] = []
    const results: ModuleResult[] = []
    let done = false
    let failure: Error | undefined
    let wake: (() => void) | undefined
    const slot = await workerFor(
      id,
      {
        push(message) {
          // Nothing after its end: a search failed for a malformed message stays failed.
          if (done) return
          if (message.type === 'result') results.push(message.data)
          queue.push(message)
          wake?.()
        },
        complete(total) {
          this.push({ type: 'complete', total, results: [...results] })
        },
        end(error) {
          done = true
          failure = error
          wake?.()
        },
        busy: true,
        tail() {
          this.busy = false
          onTail?.()
        },
      },
      signal,
    )
    // Stopped before its worker could run it: it never starts there.
    if (!slot || signal.aborted) {
      slot?.searches.delete(id)
      return
    }
    const stop = () => post(slot, { type: 'abort', id, reason: 'search stopped' })
    signal.addEventListener('abort', stop, { once: true })
    const expectations = options.latency?.expectations(type) ?? {}
    post(slot, {
      type: 'start',
      id,
      queryType: type,
      query,
      timeoutS,
      expectations,
      ...(only ? { only } : {}),
    })
    try {
      for (;;) {
        const message = queue.shift()
        if (message) {
          yield message
          continue
        }
        if (done) break
        await new Promise<void>((resolve) => (wake = resolve))
        wake = undefined
      }
      if (failure) throw failure
    } finally {
      signal.removeEventListener('abort', stop)
      if (!done) stop()
      slot.searches.delete(id)
    }
  }

  return {
    engine,
    /**
     * Starts the workers now, if no search has yet, so that the first search does not wait
     * for them to load the catalogue; settles once each has loaded its engine (rejected if
     * one could not).
     */
    async start(): Promise<void> {
      await Promise.all(started().map((slot) => slot.ready))
    },
    /**
     * False while every worker has failed as it started (until one is started again): a
     * search sent now would fail. True before the workers start: the first search starts them.
     */
    canSearch: () => !slots || slots.some((slot) => !slot.failed),
    /** How many searches each worker is running now, busy or down to their stragglers. */
    load: () => (slots ?? []).map((slot) => slot.searches.size),
    /** Stops every worker, after asking each to end its searches and close its pools. */
    async close() {
      closing = true
      for (const timer of retries) clearTimeout(timer)
      retries.clear()
      if (!slots) return
      await Promise.all(
        slots.map(async (slot) => {
          post(slot, { type: 'close' })
          // A worker ends itself once its pools are closed; one that does not is cut off.
          const timer = setTimeout(() => void slot.worker.terminate(), 1000)
          await slot.exited
          clearTimeout(timer)
        }),
      )
    },
  }
}
