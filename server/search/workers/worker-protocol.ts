import type { CanaryRecord } from '../../../engine/canaries.ts'
import type { QueryType, StreamMessage } from '../../../engine/types.ts'

/** What the main thread tells a search worker. */
export type ToWorker =
  | { kind: 'start'; id: string; type: QueryType; query: string; timeoutS: number }
  | { kind: 'abort'; id: string; reason: string }
  | { kind: 'canary'; ask: number; record: CanaryRecord | null }
  | { kind: 'close' }

/** What a search worker tells the main thread. */
export type ToMain =
  | { kind: 'ready' }
  | { kind: 'message'; id: string; message: StreamMessage }
  | { kind: 'end'; id: string; error?: string }
  | { kind: 'canary'; ask: number; module: string }
