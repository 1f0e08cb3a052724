import { createCanaries, type Canaries } from './vouching/canaries.ts'
import { createHttpClient, dnsServersFrom, type EngineHttp } from './http/client.ts'
import { createLatencyHistory, type LatencyHistory } from './timing/latency-history.ts'
import type { DnsResolver } from './types.ts'

/**
 * What a search uses when its caller brings none: the process's canaries and latency history,
 * shared by every search of the process, so each platform is tested once per period and its
 * answer times add up across searches.
 */

let latency: LatencyHistory | undefined
const canariesByClient = new WeakMap<EngineHttp, Canaries>()
let ownCanaries: { canaries: Canaries; proxy: string | undefined } | undefined

export function processLatency(): LatencyHistory {
  return (latency ??= createLatencyHistory())
}

/** The process's canaries: per client when one is given, else over a client of their own. */
export function canariesFor(
  options: { http?: EngineHttp; dns?: DnsResolver },
  env: Readonly<Record<string, string | undefined>>,
): Canaries {
  if (options.http) {
    let canaries = canariesByClient.get(options.http)
    if (!canaries) {
      canaries = createCanaries({
        http: options.http,
        env,
        latency: processLatency(),
        ...(options.dns ? { dns: options.dns } : {}),
      })
      canariesByClient.set(options.http, canaries)
    }
    return canaries
  }
  const proxy = env.LOOKUP_PROXY || undefined
  if (!ownCanaries || ownCanaries.proxy !== proxy) {
    const http = createHttpClient({
      proxyUrl: proxy,
      dnsServers: dnsServersFrom(env.LOOKUP_DNS_SERVERS),
    })
    ownCanaries = { canaries: createCanaries({ http, env, latency: processLatency() }), proxy }
  }
  return ownCanaries.canaries
}
