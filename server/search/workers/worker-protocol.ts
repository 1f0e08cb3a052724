import type { CanaryRecord } from '../../../engine/vouching/canaries.ts'
import type { Expectation, LatencySample } from '../../../engine/timing/latency-history.ts'
import type { QueryType, StreamMessage } from '../../../engine/types.ts'

/** What the main thread tells a search worker. */
export type ToWorker =
  | {
      kind: 'start'
      id: string
      type: QueryType
      query: string
      timeoutS: number
      /** A re-check: only these module ids. */
      only?: readonly string[]
      /** What the process's history expects of each platform the search asks. */
      expectations: Record<string, Expectation>
    }
  | { kind: 'abort'; id: string; reason: string }
  /** The canary outcomes the process knows, for a worker's `load`. */
  | { kind: 'canary-records'; ask: number; records: CanaryRecord[] }
  | { kind: 'close' }

/** What a search worker tells the main thread. */
export type ToMain =
  | { kind: 'ready' }
  | { kind: 'message'; id: string; message: StreamMessage }
  | { kind: 'end'; id: string; error?: string }
  /** The search is down to its stragglers. */
  | { kind: 'tail'; id: string }
  /** The answer times the search learnt, for the process's history. */
  | { kind: 'latency'; samples: LatencySample[] }
  /** A worker's canaries read what the process and the other instances learnt. */
  | { kind: 'canary-load'; ask: number; since: number }
  /** And tell them what they learnt. */
  | { kind: 'canary-save'; record: CanaryRecord }
