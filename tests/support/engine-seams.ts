import type { EngineHttp } from '../../engine/http/client.ts'
import { createLatencyHistory, type LatencyBook } from '../../engine/timing/latency-history.ts'
import type { DnsResolver } from '../../engine/types.ts'
import { createCanaries } from '../../engine/vouching/canaries.ts'

/**
 * A process's canaries and answer times as the server makes them, kept in memory, for an
 * engine a test builds over its own client: the canaries use the client (and `dns`) and add
 * their answer times to the history.
 */
export function processSeams(options: {
  http: EngineHttp
  dns?: DnsResolver
  latency?: LatencyBook
}) {
  const latency = options.latency ?? createLatencyHistory()
  const canaries = createCanaries({
    http: options.http,
    env: {},
    latency,
    ...(options.dns ? { dns: options.dns } : {}),
  })
  return { canaries, latency }
}
