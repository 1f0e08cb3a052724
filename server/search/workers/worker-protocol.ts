/**
 * The messages between the main thread and a search worker, both ways, as schemas: each side
 * parses what it reads, so a worker that sends something else (a bug, a rogue engine module)
 * costs the search it names and nothing more.
 */
import { z } from 'zod/mini'
import { QueryType, StreamMessage, type ModuleResult } from '../../../shared/module-result.ts'

const SearchId = z.string().check(z.minLength(1))

const Expectation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answers'), p95Ms: z.number(), typicalMs: z.number() }),
  z.object({ kind: z.literal('hung') }),
])

const LatencySample = z.object({
  module: z.string(),
  ms: z.number(),
  outcome: z.enum(['answered', 'hung']),
})

const CanaryRecord = z.object({
  module: z.string(),
  state: z.enum(['pass', 'fail', 'inconclusive']),
  checkedAt: z.number(),
  detail: z.string(),
})

/** What the main thread tells a search worker. */
export const ToWorker = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    id: SearchId,
    queryType: QueryType,
    query: z.string(),
    timeoutS: z.number().check(z.positive()),
    /** A re-check: only these module ids. */
    only: z.optional(z.readonly(z.array(z.string()))),
    /** What the process's history expects of each platform the search asks. */
    expectations: z.record(z.string(), Expectation),
  }),
  z.object({ type: z.literal('abort'), id: SearchId, reason: z.string() }),
  /** The canary outcomes the process knows, for a worker's `load`. */
  z.object({ type: z.literal('canary-records'), ask: z.int(), records: z.array(CanaryRecord) }),
  z.object({ type: z.literal('close') }),
])
export type ToWorker = z.infer<typeof ToWorker>

/** What a search worker tells the main thread. */
export const ToMain = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), id: SearchId, message: StreamMessage }),
  /**
   * The search's `complete` message whose results are exactly the ones the worker sent, in
   * order (`completeToSend`): they cross, and are parsed, once.
   */
  z.object({
    type: z.literal('complete'),
    id: SearchId,
    total: z.int().check(z.nonnegative()),
  }),
  z.object({ type: z.literal('end'), id: SearchId, error: z.optional(z.string()) }),
  /** The search is down to its stragglers. */
  z.object({ type: z.literal('tail'), id: SearchId }),
  /** The answer times the search learnt, for the process's history. */
  z.object({ type: z.literal('latency'), samples: z.array(LatencySample) }),
  /** A worker's canaries read what the process and the other instances learnt. */
  z.object({ type: z.literal('canary-load'), ask: z.int(), since: z.number() }),
  /** And tell them what they learnt. */
  z.object({ type: z.literal('canary-save'), record: CanaryRecord }),
  /** Something the worker could not act on, for the process's log. */
  z.object({ type: z.literal('warn'), message: z.string() }),
])
export type ToMain = z.infer<typeof ToMain>

type Complete = Extract<StreamMessage, { type: 'complete' }>

/**
 * What a worker sends for a search's stream message: a `complete` whose results are the ones
 * already sent (`sent`, in order, the same objects) and that says nothing more goes as the
 * short `complete`, and the main thread puts the results back; any other goes whole. A
 * search's results were otherwise copied and parsed twice, its whole report at once on the
 * main thread's loop at the end.
 */
export function messageToSend(
  id: string,
  message: StreamMessage,
  sent: readonly ModuleResult[],
): ToMain {
  if (message.type === 'complete' && onlySent(message, sent))
    return { type: 'complete', id, total: message.total }
  return { type: 'message', id, message }
}

function onlySent(message: Complete, sent: readonly ModuleResult[]): boolean {
  const { type: _type, total: _total, results, ...more } = message
  return (
    Object.keys(more).length === 0 &&
    results.length === sent.length &&
    results.every((result, i) => result === sent[i])
  )
}

/** The search a message names, if it names one: all a malformed message can still tell. */
export function searchNamedBy(message: unknown): string | undefined {
  const named = z.object({ id: SearchId }).safeParse(message)
  return named.success ? named.data.id : undefined
}

/** Why a message (or what `root` names) was refused, in one line for a log or an error. */
export function whatIsWrong(error: z.core.$ZodError, root?: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = [...(root ? [root] : []), ...issue.path.map(String)].join('.')
      return `${where || 'message'}: ${issue.message}`
    })
    .join('; ')
}

/** What a worker starts with: the engine module it loads, and that engine's options. */
export const WorkerData = z.object({
  engine: z.object({ module: z.string(), options: z.optional(z.unknown()) }),
})
export type WorkerData = z.infer<typeof WorkerData>
