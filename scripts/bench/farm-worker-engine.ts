/**
 * The engine the benchmark's search workers load instead of the real catalogue: the farm's
 * sites as site modules, reached through the production pools dialling the loopback farm.
 * Each worker derives the same farm from the same seed as the benchmark and the farm server.
 */
import { z } from 'zod/mini'
import { siteModule } from '../../engine/sites/site-module.ts'
import { ConnectionsPerHost, workerEngine } from '../../server/search/workers/worker-engine.ts'
import { buildFarm, farmEntry } from './farm.ts'
import { farmClient } from './measure.ts'

const FarmEngineOptions = z.strictObject({
  size: z.int().check(z.positive()),
  seed: z.int(),
  port: z.int().check(z.positive()),
  /** The farm's throwaway CA, when its sites speak TLS. */
  ca: z.optional(z.string()),
  moduleTimeoutMs: z.number().check(z.positive()),
  /** As many connections per platform as the server's workers keep. */
  connectionsPerHost: ConnectionsPerHost,
})
export type FarmEngineOptions = z.input<typeof FarmEngineOptions>

export default workerEngine('farm', FarmEngineOptions, async (options) => {
  const { size, seed, port, ca, moduleTimeoutMs, connectionsPerHost } = options
  const modules = buildFarm(size, seed).map((site) =>
    siteModule(farmEntry(site, port, undefined, ca !== undefined)),
  )
  const http = farmClient({
    ...(ca === undefined ? {} : { ca }),
    ...(connectionsPerHost ? { connectionsPerHost } : {}),
  })
  return {
    modules: (type) => modules.filter((m) => m.types.includes(type)),
    all: () => modules,
    http,
    env: {},
    moduleTimeoutMs,
    close: () => http.close(),
  }
})
