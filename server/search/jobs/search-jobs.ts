import type { Admission } from '../queue/admission.ts'
import type { SearchRecord, SearchStore } from '../store/search-store.ts'
import type { RunSearch, Turn } from '../runner/search-runner.ts'

/**
 * How searches reach the instances that run them: here (below), or through pg-boss on
 * PostgreSQL (pg-boss-jobs.ts). Either way a job's turn comes in the fair queue's order and
 * the runner, made first, runs it.
 */
export interface SearchJobs {
  /** Hands a stored search over to be run, on this instance or another. */
  submit(search: SearchRecord): Promise<void>
  /** Takes no more searches (the running ones are stopped by the runner). */
  close(): Promise<void>
}

/**
 * One process: a search runs here, when the admission gives it a turn; meanwhile its owner
 * hears their place.
 */
export function localSearchJobs(deps: {
  admission: Admission
  store: SearchStore
  run: RunSearch
}): SearchJobs {
  const { admission, store, run } = deps
  const turn: Turn = async (search, signal) => {
    try {
      return await admission.enter(
        {
          userId: search.userId,
          // A place that cannot be written now (an outage) is told at its next change.
          onPlace: (ahead) =>
            void store.publish(search.id, { type: 'queued', ahead }).catch(() => undefined),
        },
        signal,
      )
    } catch {
      return null
    }
  }
  return {
    async submit(search) {
      void run({ id: search.id, spendId: search.spendId }, turn)
    },
    async close() {},
  }
}
