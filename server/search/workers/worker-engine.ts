import { createHttpClient, dnsServersFrom, type EngineHttp } from '../../../engine/http/client.ts'
import { DEFAULT_CONNECTIONS_PER_HOST } from '../../../engine/http/agent.ts'
import { allModules, modulesFor } from '../../../engine/registry.ts'
import type { LookupModule, QueryType } from '../../../engine/types.ts'
import { RUNNING_PER_SLOT } from '../queue/work-slots.ts'

/**
 * What a search worker runs searches with: the modules, one outbound client shared by every
 * search the worker runs, and the keys the modules read. The main thread builds the same
 * thing once for the canaries. An engine module exports `createWorkerEngine(options)`; this
 * file is the real one, and tests and the benchmark point workers at their own.
 */
export interface WorkerEngine {
  /** The modules a search runs (for a phone number, those that serve its country). */
  modules(type: QueryType, query?: string): readonly LookupModule[]
  /** Every module, for the canaries, which are asked about by id. */
  all(): readonly LookupModule[]
  http: EngineHttp
  env: Readonly<Record<string, string | undefined>>
  /** Each module's own timeout unless it sets one (default 15 s). */
  moduleTimeoutMs?: number
  close(): Promise<void>
}

export type CreateWorkerEngine = (options: Record<string, unknown>) => Promise<WorkerEngine>

/**
 * Connections a worker keeps per platform: one per search it may run at once (a slot's busy
 * search and one in its tail, work-slots.ts), plus a check run on past its deadline and a
 * canary. Fewer, and a platform that speaks only HTTP/1.1 and answers slowly queues a
 * worker's searches behind each other until they time out.
 */
export const connectionsPerPlatform = (searchesPerWorker: number): number =>
  Math.max(DEFAULT_CONNECTIONS_PER_HOST, RUNNING_PER_SLOT * searchesPerWorker + 2)

/** The connections the options ask for (`connectionsPerHost`), if they do. */
export const connectionsAsked = (options: Record<string, unknown>): number | undefined =>
  typeof options.connectionsPerHost === 'number' ? options.connectionsPerHost : undefined

/** The real modules, straight to the platforms (or through LOOKUP_PROXY). */
export const createWorkerEngine: CreateWorkerEngine = async (options) => {
  const env = (options.env ?? {}) as Record<string, string | undefined>
  const perHost = connectionsAsked(options)
  const http = createHttpClient({
    proxyUrl: env.LOOKUP_PROXY || undefined,
    dnsServers: dnsServersFrom(env.LOOKUP_DNS_SERVERS),
    ...(perHost ? { maxSocketsPerHost: perHost } : {}),
  })
  return {
    modules: (type, query) => modulesFor(type, { env, ...(query === undefined ? {} : { query }) }),
    all: allModules,
    http,
    env,
    close: () => http.close(),
  }
}
