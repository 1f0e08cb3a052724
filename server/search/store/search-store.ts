import type { ModuleResult, QueryType } from '../../../engine/types.ts'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'

/** What a search is: who asked, what, and the credit it spent. */
export interface SearchRecord {
  id: string
  userId: string
  type: QueryType
  query: string
  /** The query as the person typed it, when that differs: what the exports show. */
  typed?: string
  spendId: string
  /** The search's time budget, in seconds. */
  timeoutS: number
  /** A re-check: only these platforms (module ids) are asked; absent, every one is. */
  modules?: readonly string[]
}

/** A search as its owner's pages see it. */
export interface SearchState extends SearchRecord {
  finished: boolean
  /** The whole report, once the search completed. */
  results: ModuleResult[] | null
}

export interface SearchStoreOptions {
  /** How long a finished search stays for reconnects and GET /api/searches/:id. */
  graceMs?: number
  /** How long a running search goes on with nobody watching before it is stopped. */
  idleMs?: number
}

/** How a search's stream ends when it stops before its turn, and before its end. */
export const STOPPED_BEFORE_START = 'The search was stopped before it started.'
export const STOPPED_BEFORE_END = 'The search was stopped before it finished.'

export const DEFAULT_GRACE_MS = 5 * 60_000
export const DEFAULT_IDLE_MS = 30_000

/**
 * Where searches and their stream messages are kept between the instance that runs a search
 * and the streams that show it. In memory for a single process (memory-store.ts);
 * in PostgreSQL, sealed, when several instances share a database (postgres-store.ts), so any
 * instance can stream a search any other runs. Either way a search is forgotten, query and
 * all, a grace period after it ends.
 */
export interface SearchStore {
  create(init: Omit<SearchRecord, 'id'>): Promise<SearchRecord>
  /** The search, only for its owner: anyone else gets nothing, as if it did not exist. */
  get(id: string, userId: string): Promise<SearchState | undefined>
  /** The search to run, whoever owns it. */
  load(id: string): Promise<SearchRecord | undefined>
  /** The search that spent this credit, if it is still kept. */
  idOfSpend(spendId: string): Promise<string | undefined>
  /**
   * Adds a message to the search's stream. A `queued` place replaces the one before it: only
   * the latest place is worth replaying.
   */
  publish(id: string, message: SearchStreamMessage): Promise<void>
  /**
   * The search left the queue and runs: true when its owner was told a place in the queue
   * (they are then told it started).
   */
  markRunning(id: string): Promise<boolean>
  /** The search ended: nothing more will be published; it is forgotten after the grace period. */
  finish(id: string): Promise<void>
  /**
   * Hands the listener every message so far, then each new one, in order, until the search
   * ends. While subscribed, the search counts as watched.
   */
  subscribe(id: string, listener: (message: SearchStreamMessage) => void): Promise<() => void>
  /** Whether someone watches the search, or stopped watching less than the idle time ago. */
  watched(id: string): Promise<boolean>
  readonly idleMs: number
  close(): Promise<void>
}
