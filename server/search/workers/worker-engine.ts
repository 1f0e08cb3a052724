import { createHttpClient, type EngineHttp } from '../../../engine/http.ts'
import { allModules, modulesFor } from '../../../engine/registry.ts'
import type { LookupModule, QueryType } from '../../../engine/types.ts'

/**
 * What a search worker runs searches with: the modules, one outbound client shared by every
 * search the worker runs, and the keys the modules read. The main thread builds the same
 * thing once for the canaries. An engine module exports `createWorkerEngine(options)`; this
 * file is the real one, and tests and the benchmark point workers at their own.
 */
export interface WorkerEngine {
  modules(type: QueryType): readonly LookupModule[]
  /** Every module, for the canaries, which are asked about by id. */
  all(): readonly LookupModule[]
  http: EngineHttp
  env: Readonly<Record<string, string | undefined>>
  /** Each module's own timeout unless it sets one (default 15 s). */
  moduleTimeoutMs?: number
  close(): Promise<void>
}

export type CreateWorkerEngine = (options: Record<string, unknown>) => Promise<WorkerEngine>

/** The real modules, straight to the platforms (or through LOOKUP_PROXY). */
export const createWorkerEngine: CreateWorkerEngine = async (options) => {
  const env = (options.env ?? {}) as Record<string, string | undefined>
  const http = createHttpClient({ proxyUrl: env.LOOKUP_PROXY || undefined })
  return {
    modules: (type) => modulesFor(type, { env }),
    all: allModules,
    http,
    env,
    close: () => http.close(),
  }
}
