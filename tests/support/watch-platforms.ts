import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LookupModule } from '../../engine/types.ts'
import { createHttpClient } from '../../engine/http/client.ts'
import { buildRecord } from '../../engine/modules/_shared/fields.ts'
import { found, notFound, unexpected } from '../../engine/modules/_shared/outcomes.ts'
import { createSearchEngine, type SearchEngine } from '../../server/search/workers/search-engine.ts'
import { processSeams } from './engine-seams.ts'

/** The platforms the watch tests search: each says whether an address has an account. */
export const WATCH_PLATFORMS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
] as const
const PRESENT = 'present@example.com'
export type WatchPlatformId = (typeof WATCH_PLATFORMS)[number]['id']

/**
 * Email platforms on loopback whose accounts a test changes between a watch's runs:
 * `/<platform>/accounts?email=` answers `{"registered": …}`, or 503 (could not tell) while
 * the platform is `down`. Counts the searches each address got.
 */
export async function startWatchPlatforms() {
  const accounts = new Map<WatchPlatformId, Set<string>>(
    WATCH_PLATFORMS.map((p) => [p.id, new Set<string>()]),
  )
  const down = new Set<WatchPlatformId>()
  const asked = new Map<string, number>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://platform')
    const id = url.pathname.split('/')[1] as WatchPlatformId
    const email = url.searchParams.get('email') ?? ''
    if (id === 'alpha') asked.set(email, (asked.get(email) ?? 0) + 1)
    if (down.has(id)) return res.writeHead(503).end('Service unavailable')
    // The checks' self-test asks about PRESENT, which always has an account.
    const registered = email === PRESENT || accounts.get(id)?.has(email) === true
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ registered }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const modules: LookupModule[] = WATCH_PLATFORMS.map((p) => ({
    id: p.id,
    name: p.name,
    category: 'social',
    types: ['email'],
    url: `${origin}/${p.id}`,
    hosts: ['127.0.0.1'],
    kind: 'module',
    timeoutMs: 10_000,
    finding: 'account',
    fixtures: { present: PRESENT, absent: 'absent@example.com' },
    async run(ctx) {
      const res = await ctx.http.request(
        `${origin}/${p.id}/accounts?email=${encodeURIComponent(ctx.query)}`,
        { detectBlocks: false },
      )
      if (res.status !== 200) return unexpected(res)
      const { registered } = res.json<{ registered?: boolean }>()
      return registered
        ? found('field registered is true', buildRecord({ email: ctx.query }))
        : notFound('field registered is false')
    },
  }))
  const http = createHttpClient({ allowPrivateAddresses: true, maxSocketsPerHost: 64 })
  const engine: SearchEngine = createSearchEngine({
    http,
    env: {},
    modules: () => modules,
    ...processSeams({ http }),
  })
  return {
    engine,
    /** Gives `email` an account on these platforms, and none elsewhere. */
    setAccounts(email: string, on: WatchPlatformId[]) {
      for (const [id, set] of accounts) {
        if (on.includes(id)) set.add(email)
        else set.delete(email)
      }
    },
    setDown(ids: WatchPlatformId[]) {
      down.clear()
      for (const id of ids) down.add(id)
    },
    /** How many searches asked about `email`. */
    searchesOf: (email: string) => asked.get(email) ?? 0,
    async close() {
      await http.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type WatchPlatforms = Awaited<ReturnType<typeof startWatchPlatforms>>
