import type { QueryType } from '../../../shared/module-result.ts'
import { StartedSearch } from '../../../shared/api.ts'
import { api } from './api.ts'
import { classified } from './request-error.ts'
import { SEARCH_BUDGET_S } from '../../../shared/search-budget.ts'

/** POST /api/searches: validates, spends one credit and starts the lookups. */
export function startSearch(type: QueryType, query: string): Promise<StartedSearch> {
  const url = '/api/searches'
  return classified({ url, method: 'POST', type }, () =>
    api(url, StartedSearch, {
      method: 'POST',
      body: JSON.stringify({ type, query, timeout: SEARCH_BUDGET_S }),
    }),
  )
}
