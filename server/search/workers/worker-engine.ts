import { z } from 'zod/mini'
import type { EngineHttp } from '../../../engine/http/client.ts'
import { DEFAULT_CONNECTIONS_PER_HOST } from '../../../engine/http/agent.ts'
import type { LookupModule, QueryType } from '../../../engine/types.ts'
import { RUNNING_PER_SLOT } from '../queue/work-slots.ts'
import { whatIsWrong } from './worker-protocol.ts'

/**
 * What a search worker runs searches with: the modules, one outbound client shared by every
 * search the worker runs, and the keys the modules read. The main thread builds the same
 * thing once for the canaries. An engine module's default export is a `workerEngine(...)`;
 * real-worker-engine.ts is the real one, and tests and the benchmark point workers at their
 * own.
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

/** An engine module's default export: its name, and how it starts from the options given. */
export interface WorkerEngineDefinition {
  name: string
  /** Checks `options` against the engine's schema, then builds it. */
  start(options: unknown): Promise<WorkerEngine>
}

/** Which engine module workers load (a file URL), and the options it starts with. */
export interface WorkerEngineChoice {
  module: string
  options?: unknown
}

/**
 * An engine that declares the options it accepts: options that do not fit `schema` (a key
 * missing, of the wrong type, or unknown to a strict schema) stop it from starting, with an
 * error that names the key.
 */
export function workerEngine<Schema extends z.ZodMiniType>(
  name: string,
  schema: Schema,
  make: (options: z.output<Schema>) => Promise<WorkerEngine>,
): WorkerEngineDefinition {
  return {
    name,
    async start(options) {
      const parsed = schema.safeParse(options ?? {})
      if (!parsed.success) {
        throw new TypeError(`the ${name} worker engine's ${whatIsWrong(parsed.error, 'options')}`)
      }
      return make(parsed.data)
    },
  }
}

const isDefinition = (value: unknown): value is WorkerEngineDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'start' in value &&
  typeof value.start === 'function'

/** Loads the chosen engine module and starts its engine: in a worker, or for the canaries. */
export async function startWorkerEngine(choice: WorkerEngineChoice): Promise<WorkerEngine> {
  const loaded: unknown = await import(choice.module)
  const definition =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? loaded.default
      : undefined
  if (!isDefinition(definition)) {
    throw new TypeError(`${choice.module} has no worker engine as its default export`)
  }
  return definition.start(choice.options)
}

/**
 * Connections a worker keeps per platform: one per search it may run at once (a slot's busy
 * search and one in its tail, work-slots.ts), plus a check run on past its deadline and a
 * canary. Fewer, and a platform that speaks only HTTP/1.1 and answers slowly queues a
 * worker's searches behind each other until they time out.
 */
export const connectionsPerPlatform = (searchesPerWorker: number): number =>
  Math.max(DEFAULT_CONNECTIONS_PER_HOST, RUNNING_PER_SLOT * searchesPerWorker + 2)

/** The option an engine declares when it takes `connectionsPerPlatform` from its caller. */
export const ConnectionsPerHost = z.optional(z.int().check(z.positive()))
