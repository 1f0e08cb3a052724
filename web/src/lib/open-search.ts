import type { ErrorCode } from '../../../shared/api.ts'
import type { QueryType } from '../../../shared/query-type.ts'
import type { ClassifiedError } from './classify-error.ts'
import type { navigate } from './router.tsx'
import { SearchRequestError } from './request-error.ts'
import { startSearch } from './start-search.ts'
import { refreshMe } from './session.ts'

/** Why a paid search did not start: SPEC 8's classified error and the server's code. */
export interface StartFailure {
  classified: ClassifiedError | null
  /** The server's error code says what happened (shared/api.ts ERROR_CODES). */
  code: ErrorCode | undefined
}

/**
 * Spends a credit on a search and opens its report at its address, with the type and query
 * in navigation state, as the search card and a report's leads do: the query as the server
 * searched it, and as the person typed it (`typed`, for the exports). Answers null once the
 * report is open, or why the search did not start.
 */
export async function startAndOpenSearch(
  type: QueryType,
  query: string,
  go: typeof navigate,
  typed: string = query,
): Promise<StartFailure | null> {
  try {
    const started = await startSearch(type, query)
    await refreshMe()
    go(`/results/${encodeURIComponent(started.id)}`, {
      state: { type: started.type, query: started.query, typed },
    })
    return null
  } catch (err) {
    const classified = err instanceof SearchRequestError ? err.classified : null
    return { classified, code: classified?.responseDetails?.code }
  }
}
