import { z } from 'zod/mini'
import { createHttpClient, dnsServersFrom } from '../../../engine/http/client.ts'
import { allModules, modulesFor } from '../../../engine/registry.ts'
import { ConnectionsPerHost, workerEngine } from './worker-engine.ts'

/** This module, for the workers to load. */
export const realWorkerEngineModule = import.meta.url

/** The real modules, straight to the platforms (or through LOOKUP_PROXY). */
export default workerEngine(
  'real',
  z.strictObject({
    /** The keys the modules read, and LOOKUP_PROXY and LOOKUP_DNS_SERVERS. */
    env: z.record(z.string(), z.optional(z.string())),
    connectionsPerHost: ConnectionsPerHost,
  }),
  async ({ env, connectionsPerHost }) => {
    const http = createHttpClient({
      proxyUrl: env.LOOKUP_PROXY || undefined,
      dnsServers: dnsServersFrom(env.LOOKUP_DNS_SERVERS),
      ...(connectionsPerHost ? { maxSocketsPerHost: connectionsPerHost } : {}),
    })
    return {
      modules: (type, query) =>
        modulesFor(type, { env, ...(query === undefined ? {} : { query }) }),
      all: allModules,
      http,
      env,
      close: () => http.close(),
    }
  },
)
