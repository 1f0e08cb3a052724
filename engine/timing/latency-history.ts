/**
 * How long each platform takes to answer, learnt from every check and canary. A search gives
 * each check a deadline from its own platform's history (engine/timing/deadlines.ts), so a platform
 * that hangs costs a few seconds instead of the module timeout, while one that is slow but
 * answers is still waited for. Kept per process and, through a store, shared by every process
 * on one database (or, for the CLI, on disk).
 */
import type { ModuleResult } from '../types.ts'

/** What one timing says about a platform. */
export type LatencyOutcome =
  /** It answered (a profile, a not-found page, a wall: any answer) after `ms`. */
  | 'answered'
  /**
   * No answer within the module's whole timeout; or none yet, after at least the deadline
   * floor, when its process stopped waiting (the CLI once its report is out) or when a search
   * let go of a platform with nothing on record (an answer later is the later word).
   */
  | 'hung'

export interface LatencySample {
  module: string
  ms: number
  outcome: LatencyOutcome
}

/** One platform's history, as kept and shared. */
export interface LatencySummary {
  module: string
  /** Its most recent answer times, oldest first (at most KEEP). */
  answeredMs: number[]
  /** When it last answered, and when it last hung (ms since the epoch). */
  lastAnsweredAt?: number
  lastHungAt?: number
  /** When this summary last changed. */
  updatedAt: number
}

/** What a platform's history leads us to expect of it. */
export type Expectation =
  | { kind: 'answers'; p95Ms: number; typicalMs: number }
  /** Its latest word was silence: it hung more recently than it answered. */
  | { kind: 'hung' }

/** Where histories are shared between processes. */
export interface LatencyStore {
  load(since: number): Promise<LatencySummary[]>
  save(summaries: LatencySummary[]): Promise<void>
}

/** What a search needs of the history: expectations to set deadlines, and new timings. */
export interface LatencyBook {
  expect(moduleId: string): Expectation | undefined
  record(sample: LatencySample): void
}

/**
 * What a finished check says of its platform's speed; nothing when the failure was ours or
 * the network's, or when it did not answer but was given less than `givenMs`, its whole
 * timeout (every check is given it, even one that starts late in a busy search).
 */
export function sampleFrom(
  module: string,
  result: ModuleResult,
  givenMs: number,
): LatencySample | undefined {
  const ms = result.elapsed_ms
  if (result.status === 'error') return undefined
  if (result.status === 'unknown' && result.reason === 'unreachable') return undefined
  if (result.status === 'unknown' && result.reason === 'timeout') {
    return ms >= givenMs * 0.95 ? { module, ms, outcome: 'hung' } : undefined
  }
  return { module, ms, outcome: 'answered' }
}

/** Enough answers for a p95 that follows change without forgetting a slow week at once. */
export const KEEP = 20
/** A history older than this says little about today. */
const MAX_AGE_MS = 7 * 24 * 3600_000

function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[i] as number
}

export function expectationOf(summary: LatencySummary | undefined): Expectation | undefined {
  if (!summary) return undefined
  const { lastHungAt, lastAnsweredAt } = summary
  if (lastHungAt !== undefined && (lastAnsweredAt === undefined || lastHungAt > lastAnsweredAt)) {
    return { kind: 'hung' }
  }
  if (!summary.answeredMs.length) return undefined
  const sorted = [...summary.answeredMs].sort((a, b) => a - b)
  return { kind: 'answers', p95Ms: quantile(sorted, 0.95), typicalMs: quantile(sorted, 0.5) }
}

export interface LatencyHistoryOptions {
  store?: LatencyStore
  /** How often new timings are written to the store and others' read (default 15 s). */
  syncMs?: number
  now?: () => number
  onStoreError?: (err: unknown) => void
}

export function createLatencyHistory(options: LatencyHistoryOptions = {}) {
  const now = options.now ?? Date.now
  const syncMs = options.syncMs ?? 15_000
  const known = new Map<string, LatencySummary>()
  const changed = new Set<string>()
  let timer: ReturnType<typeof setInterval> | undefined
  let syncing: Promise<void> | undefined

  function adopt(summary: LatencySummary) {
    const mine = known.get(summary.module)
    if (!mine || mine.updatedAt < summary.updatedAt) known.set(summary.module, summary)
  }

  async function load(): Promise<void> {
    if (!options.store) return
    try {
      for (const summary of await options.store.load(now() - MAX_AGE_MS)) adopt(summary)
    } catch (err) {
      options.onStoreError?.(err)
    }
  }

  async function save(): Promise<void> {
    if (!options.store || !changed.size) return
    const batch = [...changed].flatMap((id) => known.get(id) ?? [])
    changed.clear()
    try {
      await options.store.save(batch)
    } catch (err) {
      options.onStoreError?.(err)
    }
  }

  /** Writes what this process learnt, then reads what the others did. */
  function sync(): Promise<void> {
    syncing ??= save()
      .then(load)
      .finally(() => (syncing = undefined))
    return syncing
  }

  return {
    expect(moduleId: string): Expectation | undefined {
      return expectationOf(known.get(moduleId))
    },

    record(sample: LatencySample): void {
      const at = now()
      const before = known.get(sample.module)
      const summary: LatencySummary = before
        ? { ...before, answeredMs: [...before.answeredMs] }
        : { module: sample.module, answeredMs: [], updatedAt: at }
      if (sample.outcome === 'answered') {
        summary.answeredMs.push(Math.max(0, Math.round(sample.ms)))
        if (summary.answeredMs.length > KEEP) summary.answeredMs.splice(0, 1)
        summary.lastAnsweredAt = at
      } else {
        summary.lastHungAt = at
      }
      summary.updatedAt = at
      known.set(sample.module, summary)
      changed.add(sample.module)
      if (options.store && !timer) {
        timer = setInterval(() => void sync(), syncMs)
        timer.unref()
      }
    },

    /** Reads the shared histories: call once at start, before the first search. */
    load,
    /** Writes what is pending now (the CLI, before it exits). */
    flush: (): Promise<void> => syncing ?? save(),
    /** Expectations for some platforms, to hand to a search run elsewhere (a worker thread). */
    snapshot(ids: Iterable<string>): Record<string, Expectation> {
      const out: Record<string, Expectation> = {}
      for (const id of ids) {
        const expectation = expectationOf(known.get(id))
        if (expectation) out[id] = expectation
      }
      return out
    },
    /** Every history known now, for the CLI's cache and tests. */
    summaries: (): LatencySummary[] => [...known.values()],
    close() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}

export type LatencyHistory = ReturnType<typeof createLatencyHistory>

/**
 * A book over expectations computed elsewhere, collecting the timings for the one that owns
 * the history: what a search worker thread uses.
 */
export function snapshotBook(
  expectations: Readonly<Record<string, Expectation>>,
  collect: (sample: LatencySample) => void,
): LatencyBook {
  return {
    expect: (id) => expectations[id],
    record: collect,
  }
}

/**
 * A book with no history that keeps nothing: each check waits up to its module timeout, or
 * the stragglers' deadline (engine/timing/deadlines.ts), as on a platform never seen before.
 */
export function emptyLatencyBook(): LatencyBook {
  return { expect: () => undefined, record: () => undefined }
}
