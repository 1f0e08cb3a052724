import type { Admission } from '../queue/admission.ts'
import type { SearchStore } from '../store/search-store.ts'
import type { CreateSearchJobs, Turn } from './search-jobs.ts'

/**
 * One process: a search runs here, when the admission gives it a turn; meanwhile its owner
 * hears their place.
 */
export function localSearchJobs(admission: Admission, store: SearchStore): CreateSearchJobs {
  const turn: Turn = async (search, signal) => {
    try {
      return await admission.enter(
        {
          userId: search.userId,
          onPlace: (ahead) => void store.publish(search.id, { type: 'queued', ahead }),
        },
        signal,
      )
    } catch {
      return null
    }
  }
  return async (run) => ({
    async submit(search) {
      void run({ id: search.id, spendId: search.spendId }, turn)
    },
    async close() {},
  })
}
