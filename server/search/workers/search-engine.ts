import type { Vouching } from '../../../engine/vouching/vouching.ts'
import type { EngineHttp } from '../../../engine/http/client.ts'
import type { LatencyBook } from '../../../engine/timing/latency-history.ts'
import { modulesFor } from '../../../engine/registry.ts'
import { runSearch } from '../../../engine/run-search.ts'
import type { DnsResolver, LookupModule, QueryType, StreamMessage } from '../../../engine/types.ts'

/** What the server needs of the lookup engine: a stream of messages for one query. */
export type SearchEngine = (request: SearchRequest) => AsyncIterable<StreamMessage>

export interface SearchRequest {
  type: QueryType
  query: string
  signal: AbortSignal
  timeoutS: number
  /** Called once when only stragglers are left: the search's own work is done. */
  onTail?: () => void
  /** A re-check: only these module ids (ids the engine does not run are skipped). */
  only?: readonly string[]
  /** This search's answer times to set deadlines from and add to; default: the setup's. */
  latency?: LatencyBook
}

export interface EngineSetup {
  /**
   * The outbound client, shared by the searches of its process or worker (each with its own
   * cap on requests in flight); by default each search makes one of its own (LOOKUP_PROXY
   * honoured).
   */
  http?: EngineHttp
  env: Readonly<Record<string, string | undefined>>
  /** Narrows the modules (tests, demos); default: all registered for the type and query. */
  modules?: (type: QueryType, query: string) => readonly LookupModule[]
  /** The process's canaries (the server's share their outcomes through the database). */
  canaries: Vouching
  /** Where MX questions go; default the system resolver. */
  dns?: DnsResolver
  /** Each module's own timeout unless it sets one (default 15 s). */
  moduleTimeoutMs?: number
  /** The process's answer times (the server's are shared through the database). */
  latency: LatencyBook
}

/**
 * The one way the server calls the engine, on the web process's loop or in a search worker
 * (search-worker.ts): the setup is fixed, each search brings its query, budget and signal.
 */
export function createSearchEngine(setup: EngineSetup): SearchEngine {
  return ({ type, query, signal, timeoutS, onTail, latency, only }) =>
    runSearch({
      type,
      query,
      signal,
      timeoutS,
      ...(onTail ? { onTail } : {}),
      latency: latency ?? setup.latency,
      env: setup.env,
      ...(setup.http ? { http: setup.http } : {}),
      ...(setup.modules || only ? { modules: narrowed(setup, type, query, only) } : {}),
      canaries: setup.canaries,
      ...(setup.dns ? { dns: setup.dns } : {}),
      ...(setup.moduleTimeoutMs ? { moduleTimeoutMs: setup.moduleTimeoutMs } : {}),
    })
}

/**
 * The setup's modules for the type and query (default: the registry's), narrowed to `only`
 * if given.
 */
function narrowed(
  setup: EngineSetup,
  type: QueryType,
  query: string,
  only: readonly string[] | undefined,
) {
  const modules = setup.modules
    ? setup.modules(type, query)
    : modulesFor(type, { env: setup.env, query })
  if (!only) return modules
  const wanted = new Set(only)
  return modules.filter((m) => wanted.has(m.id))
}
