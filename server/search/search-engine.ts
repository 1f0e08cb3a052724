import type { EngineHttp } from '../../engine/http.ts'
import { runSearch } from '../../engine/run-search.ts'
import type { LookupModule, QueryType, StreamMessage } from '../../engine/types.ts'

/** What the server needs of the lookup engine: a stream of messages for one query. */
export type SearchEngine = (request: {
  type: QueryType
  query: string
  signal: AbortSignal
  timeoutS: number
}) => AsyncIterable<StreamMessage>

export function createSearchEngine(deps: {
  http: EngineHttp
  env: Readonly<Record<string, string | undefined>>
  /** Narrows the modules (tests, demos); default: all registered for the type. */
  modules?: (type: QueryType) => readonly LookupModule[]
}): SearchEngine {
  return ({ type, query, signal, timeoutS }) =>
    runSearch({
      type,
      query,
      signal,
      timeoutS,
      http: deps.http,
      env: deps.env,
      ...(deps.modules ? { modules: deps.modules(type) } : {}),
    })
}
