import type { SearchSlot } from '../queue/work-slots.ts'
import type { SearchRecord } from '../store/search-store.ts'

/**
 * A search's turn to run: resolves with its slot (told when the search only waits for
 * stragglers, and when it ends), or null when it was stopped before its turn came (nobody
 * watching, shutdown).
 */
export type Turn = (search: SearchRecord, signal: AbortSignal) => Promise<SearchSlot | null>

/** What a job carries: the search's id and the credit it spent (no query). */
export interface SearchJob {
  id: string
  spendId: string
}

/** Runs a stored search from its turn to its settlement (server/search/paid/paid-searches.ts). */
export type RunSearch = (job: SearchJob, turn: Turn) => Promise<void>

/** How searches reach the instances that run them. */
export interface SearchJobs {
  /** Hands a stored search over to be run, on this instance or another. */
  submit(search: SearchRecord): Promise<void>
  /** Takes no more searches (the running ones are stopped by the runner). */
  close(): Promise<void>
}

export type CreateSearchJobs = (run: RunSearch) => Promise<SearchJobs>
