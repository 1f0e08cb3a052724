import { createCanaries } from '../engine/canaries.ts'
import { createHttpClient, dnsServersFrom, type EngineHttp } from '../engine/http.ts'
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
  const http =
    options.http ??
    createHttpClient({
      proxyUrl: env.LOOKUP_PROXY || undefined,
      dnsServers: dnsServersFrom(env.LOOKUP_DNS_SERVERS),
    })
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
    /**
     * Keeps what the run learnt, then ends the client if it was the run's own. Self-tests still
     * running are let finish first (up to `waitMs`), since the next run starts from them: a
     * platform that hangs or answers slowly is only learnt by a canary that waits it out.
     */
    async close(wait?: { ms: number; signal?: AbortSignal; onWait?: (pending: number) => void }) {
      if (wait && wait.ms > 0 && canaries.pending() > 0 && !wait.signal?.aborted) {
        wait.onWait?.(canaries.pending())
        let timer: ReturnType<typeof setTimeout> | undefined
        let stop: (() => void) | undefined
        await Promise.race([
          canaries.settled(),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, wait.ms)
            stop = () => resolve()
            wait.signal?.addEventListener('abort', stop, { once: true })
          }),
        ])
        clearTimeout(timer)
        if (stop) wait.signal?.removeEventListener('abort', stop)
      }
      canaries.close()
      latency.close()
      await latency.flush()
      await cache?.flush()
      if (!options.http) await http.close()
    },
  }
}
