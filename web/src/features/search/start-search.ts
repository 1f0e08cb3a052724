import type { QueryType } from '../../../../shared/module-result.ts'
import { StartedSearch } from '../../../../shared/api.ts'
import { api } from '../../lib/api.ts'
import { classified } from '../../lib/request-error.ts'

/** POST /api/searches: validates, spends one credit and starts the lookups. */
export function startSearch(type: QueryType, query: string): Promise<StartedSearch> {
  const url = '/api/searches'
  return classified({ url, method: 'POST', type }, () =>
    api(url, StartedSearch, { method: 'POST', body: JSON.stringify({ type, query, timeout: 60 }) }),
  )
}
