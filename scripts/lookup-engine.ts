import { createCanaries } from '../engine/vouching/canaries.ts'
import { createHttpClient, dnsServersFrom, type EngineHttp } from '../engine/http/client.ts'
import { createLatencyHistory } from '../engine/timing/latency-history.ts'
import { learnersSettled, stopLearners } from '../engine/timing/learners.ts'
import { fileLookupCache } from './lookup-cache.ts'

/**
 * How long a run waits, once its report is out, for its self-tests and its checks still
 * learning: an answer in that second is kept for the next run; then what is still silent
 * hands over its silence so far and is ended.
 */
export const FINISH_LEARNING_MS = 1000

/**
 * The engine state of one CLI run: its outbound client, and the canaries and answer times it
 * starts from and adds to, kept in `cachePath` between runs when one is given.
 */
export async function lookupEngine(options: {
  env: Readonly<Record<string, string | undefined>>
  http?: EngineHttp | undefined
  cachePath?: string | undefined
  /**
   * The process exits once the engine is closed (the command line): its own client's
   * connections are left for the exit to end, instead of closed one by one first (0.4 s at a
   * whole catalogue, between the report and the prompt).
   */
  exiting?: boolean | undefined
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
     * Keeps what the run learnt, then ends the client if it was the run's own. Self-tests and
     * checks still learning are given up to `wait.ms` to finish (an answer then is kept for
     * the next run); what is still silent after it hands over its silence and is ended.
     */
    async close(wait?: { ms: number; signal?: AbortSignal }) {
      if (wait && wait.ms > 0 && !wait.signal?.aborted) {
        let timer: ReturnType<typeof setTimeout> | undefined
        let stop: (() => void) | undefined
        await Promise.race([
          Promise.all([canaries.settled(), learnersSettled()]),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, wait.ms)
            stop = () => resolve()
            wait.signal?.addEventListener('abort', stop, { once: true })
          }),
        ])
        clearTimeout(timer)
        if (stop) wait.signal?.removeEventListener('abort', stop)
      }
      stopLearners()
      canaries.close()
      latency.close()
      await latency.flush()
      await cache?.flush()
      if (!options.http && !options.exiting) await http.close()
    },
  }
}
