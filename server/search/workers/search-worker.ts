/**
 * A search worker: a thread that runs searches off the web process's event loop, with one
 * outbound client for all of them (its keep-alive pools and TLS sessions serve every search
 * it runs, and the canaries that vouch for their verdicts).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createCanaries, type CanaryRecord } from '../../../engine/vouching/canaries.ts'
import {
  snapshotBook,
  type LatencyBook,
  type LatencySample,
} from '../../../engine/timing/latency-history.ts'
import { createSearchEngine } from './search-engine.ts'
import type { ModuleResult } from '../../../engine/types.ts'
import {
  messageToSend,
  searchNamedBy,
  ToWorker,
  whatIsWrong,
  WorkerData,
  type ToMain,
} from './worker-protocol.ts'
import { startWorkerEngine } from './worker-engine.ts'

const port = parentPort
if (!port) throw new Error('search-worker.ts runs as a worker thread')
// Options that do not fit the engine's schema end the worker here, the error naming the key.
const engine = await startWorkerEngine(WorkerData.parse(workerData).engine)

const send = (message: ToMain) => port.postMessage(message)
const running = new Map<string, AbortController>()
const canaryAnswers = new Map<number, (records: CanaryRecord[]) => void>()
let nextAsk = 0

/**
 * The worker's own answer times: it keeps none, what it learns joins the process's history on
 * the main thread. Each search brings a book of its own (below); the canaries use this one.
 */
const workerLatency: LatencyBook = {
  expect: () => undefined,
  record: (sample) => send({ type: 'latency', samples: [sample] }),
}

/**
 * The worker's own canaries, on the worker's own client: a check's twin or known account is
 * asked right after it, on the connection (and TLS session) the check opened. What they learn
 * is kept on the main thread (canary-relay.ts), for the process's other workers and, through
 * the database, for every instance.
 */
const canaries = createCanaries({
  http: engine.http,
  env: engine.env,
  ...(engine.moduleTimeoutMs ? { timeoutMs: engine.moduleTimeoutMs } : {}),
  store: {
    load: (since) =>
      new Promise((resolve) => {
        const ask = nextAsk++
        canaryAnswers.set(ask, resolve)
        send({ type: 'canary-load', ask, since })
      }),
    save: async (record) => send({ type: 'canary-save', record }),
  },
  // Their answer times join the process's history, as a search's do.
  latency: workerLatency,
})

const search = createSearchEngine({ ...engine, canaries, latency: workerLatency })

async function run(start: Extract<ToWorker, { type: 'start' }>) {
  const { id, queryType: type, query, timeoutS, only } = start
  const controller = new AbortController()
  running.set(id, controller)
  const samples: LatencySample[] = []
  const sent: ModuleResult[] = []
  let ended = false
  // The main thread owns the history: it sent what to expect, and hears what was learnt, at
  // the end, and then from each check that ran on past its deadline (engine/timing/learners.ts).
  const latency = snapshotBook(start.expectations, (sample) =>
    ended ? send({ type: 'latency', samples: [sample] }) : samples.push(sample),
  )
  const onTail = () => send({ type: 'tail', id })
  try {
    for await (const message of search({
      type,
      query,
      timeoutS,
      ...(only ? { only } : {}),
      signal: controller.signal,
      latency,
      onTail,
    })) {
      send(messageToSend(id, message, sent))
      if (message.type === 'result') sent.push(message.data)
    }
    send({ type: 'end', id })
  } catch (err) {
    send({ type: 'end', id, error: err instanceof Error ? err.message : String(err) })
  } finally {
    running.delete(id)
    ended = true
    if (samples.length) send({ type: 'latency', samples })
  }
}

port.on('message', (raw: unknown) => {
  const parsed = ToWorker.safeParse(raw)
  if (!parsed.success) return refuse(raw, whatIsWrong(parsed.error))
  const message = parsed.data
  switch (message.type) {
    case 'start':
      void run(message)
      break
    case 'abort':
      running.get(message.id)?.abort(new Error(message.reason))
      break
    case 'canary-records':
      canaryAnswers.get(message.ask)?.(message.records)
      canaryAnswers.delete(message.ask)
      break
    case 'close':
      // What canaries still running say now is about the stop, not the sites.
      canaries.close()
      for (const controller of running.values()) controller.abort(new Error('worker closing'))
      // Its pools and its name questions end at once (requests in flight fail); then the
      // thread ends.
      void engine.close().finally(() => process.exit(0))
      break
  }
})
/**
 * A message the main thread should never send: the search it names ends with the error, and
 * one that names none is only reported.
 */
function refuse(raw: unknown, why: string) {
  const id = searchNamedBy(raw)
  send({ type: 'warn', message: `malformed message from the main thread (${why})` })
  if (id === undefined) return
  running.get(id)?.abort(new Error('malformed message'))
  send({ type: 'end', id, error: `the search worker was sent a malformed message: ${why}` })
}

send({ type: 'ready' })
