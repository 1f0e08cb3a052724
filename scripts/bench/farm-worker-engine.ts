/**
 * The engine the benchmark's search workers load instead of the real catalogue: the farm's
 * sites as site modules, reached through the production pools dialling the loopback farm.
 * Each worker derives the same farm from the same seed as the benchmark and the farm server.
 */
import { siteModule } from '../../engine/sites/site-module.ts'
import {
  connectionsAsked,
  type CreateWorkerEngine,
} from '../../server/search/workers/worker-engine.ts'
import { buildFarm, farmEntry } from './farm.ts'
import { farmClient } from './measure.ts'

export interface FarmEngineOptions {
  size: number
  seed: number
  port: number
  /** The farm's throwaway CA, when its sites speak TLS. */
  ca?: string
  moduleTimeoutMs: number
}

export const createWorkerEngine: CreateWorkerEngine = async (options) => {
  const { size, seed, port, ca, moduleTimeoutMs } = options as unknown as FarmEngineOptions
  const modules = buildFarm(size, seed).map((site) =>
    siteModule(farmEntry(site, port, undefined, ca !== undefined)),
  )
  // As many connections per platform as the server's workers keep.
  const perHost = connectionsAsked(options)
  const http = farmClient({
    ...(ca === undefined ? {} : { ca }),
    ...(perHost ? { connectionsPerHost: perHost } : {}),
  })
  return {
    modules: (type) => modules.filter((m) => m.types.includes(type)),
    all: () => modules,
    http,
    env: {},
    moduleTimeoutMs,
    close: () => http.close(),
  }
}
