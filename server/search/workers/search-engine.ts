import type { Canaries } from '../../../engine/canaries.ts'
import type { EngineHttp } from '../../../engine/http.ts'
import { runSearch } from '../../../engine/run-search.ts'
import type { DnsResolver, LookupModule, QueryType, StreamMessage } from '../../../engine/types.ts'

/** What the server needs of the lookup engine: a stream of messages for one query. */
export type SearchEngine = (request: {
  type: QueryType
  query: string
  signal: AbortSignal
  timeoutS: number
}) => AsyncIterable<StreamMessage>

export function createSearchEngine(deps: {
  /**
   * The process's outbound client, shared by its searches (each with its own cap on requests
   * in flight); by default each search makes one of its own (LOOKUP_PROXY honoured).
   */
  http?: EngineHttp
  env: Readonly<Record<string, string | undefined>>
  /** Narrows the modules (tests, demos); default: all registered for the type. */
  modules?: (type: QueryType) => readonly LookupModule[]
  /** The process's canaries (the server's share their outcomes through the database). */
  canaries?: Canaries
  /** Where MX questions go; default the system resolver. */
  dns?: DnsResolver
}): SearchEngine {
  return ({ type, query, signal, timeoutS }) =>
    runSearch({
      type,
      query,
      signal,
      timeoutS,
      ...(deps.http ? { http: deps.http } : {}),
      env: deps.env,
      ...(deps.modules ? { modules: deps.modules(type) } : {}),
      ...(deps.canaries ? { canaries: deps.canaries } : {}),
      ...(deps.dns ? { dns: deps.dns } : {}),
    })
}
