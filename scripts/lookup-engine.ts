import { createCanaries } from '../engine/canaries.ts'
import { createHttpClient, type EngineHttp } from '../engine/http.ts'
import { createLatencyHistory } from '../engine/latency-history.ts'
import { fileLookupCache } from './lookup-cache.ts'

/**
 * The engine state of one CLI run: its outbound client, and the canaries and answer times it
 * starts from and adds to, kept in `cachePath` between runs when one is given.
 */
export async function lookupEngine(options: {
  env: Readonly<Record<string, string | undefined>>
  http?: EngineHttp | undefined
  cachePath?: string | undefined
}) {
  const { env } = options
  const http = options.http ?? createHttpClient({ proxyUrl: env.LOOKUP_PROXY || undefined })
  const cache = options.cachePath ? fileLookupCache(options.cachePath) : undefined
  const latency = createLatencyHistory(cache ? { store: cache.latency } : {})
  await latency.load()
  const canaries = createCanaries({
    http,
    env,
    latency,
    ...(cache ? { store: cache.canaries } : {}),
  })
  return {
    http,
    canaries,
    latency,
    /** Keeps what the run learnt, then ends the client if it was the run's own. */
    async close() {
      canaries.close()
      latency.close()
      await latency.flush()
      await cache?.flush()
      if (!options.http) await http.close()
    },
  }
}
