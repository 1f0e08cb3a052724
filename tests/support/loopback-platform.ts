import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LookupModule, QueryType } from '../../engine/types.ts'
import { createHttpClient } from '../../engine/http/client.ts'
import { foundNamed, notFound } from '../../engine/modules/_shared/outcomes.ts'
import { createSearchEngine, type SearchEngine } from '../../server/search/workers/search-engine.ts'
import { processSeams } from './engine-seams.ts'

export type LoopbackPlatform = Awaited<ReturnType<typeof startLoopbackPlatform>>

/**
 * A platform on loopback for search tests: `/found/<name>` answers at once, with a profile for
 * `someone` (its one account) and 404 for anyone else; `/hang/<name>` never answers (until the
 * search gives up on it). Two real modules use it: `quick`, which answers at once, and `hang`,
 * which waits forever.
 */
export async function startLoopbackPlatform() {
  // Each held request, with the name it asked about.
  const held = new Map<ServerResponse, string>()
  const server = createServer((req, res) => {
    if (req.url === '/found/someone') return res.end(JSON.stringify({ login: 'someone' }))
    if (req.url?.startsWith('/found/')) return res.writeHead(404).end('{"message":"Not Found"}')
    held.set(res, decodeURIComponent(req.url?.split('/').pop() ?? ''))
    res.on('close', () => held.delete(res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const modules = loopbackModules(origin)
  // Room for every test's held requests and the modules' canaries on the one loopback host.
  const http = createHttpClient({ allowPrivateAddresses: true, maxSocketsPerHost: 64 })
  const engine: SearchEngine = createSearchEngine({
    http,
    env: {},
    modules: (type) => modules.filter((m) => m.types.includes(type)),
    ...processSeams({ http }),
  })
  return {
    origin,
    engine,
    /**
     * Requests the platform is holding right now about `names` (the searches' own queries);
     * a module's canary may be holding others of its own.
     */
    holding: (...names: string[]) => [...held.values()].filter((n) => names.includes(n)).length,
    async close() {
      for (const res of held.keys()) res.destroy()
      await http.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * The loopback platform's two modules: `quick`, which answers at once, and `hang`, which waits
 * forever. A username search finds something at once and goes on waiting; an email search
 * only waits.
 */
export function loopbackModules(origin: string): LookupModule[] {
  const module = (id: 'quick' | 'hang', types: QueryType[]): LookupModule => ({
    id,
    name: id === 'quick' ? 'Quick' : 'Hang',
    category: 'social',
    types,
    url: `${origin}/${id}/{}`,
    hosts: ['127.0.0.1'],
    kind: 'module',
    timeoutMs: 60_000,
    // The tests hold many searches on it at once: no politeness gate between them.
    maxConcurrent: 1000,
    // The canaries ask about these; `someone` is the searches' own name.
    fixtures:
      id === 'quick'
        ? { present: 'someone', absent: 'nobody' }
        : { present: 'known-hang', absent: 'nobody' },
    async run(ctx) {
      const path = id === 'quick' ? 'found' : 'hang'
      const res = await ctx.http.request(`${origin}/${path}/${encodeURIComponent(ctx.query)}`, {
        detectBlocks: false,
      })
      if (res.status === 404) return notFound('HTTP 404 from the users API')
      const { login } = res.json<{ login?: string }>()
      return foundNamed('login', login, ctx.query, {
        username: { value: ctx.query, type: 'str', proper_key: 'Username' },
      })
    },
  })
  return [module('quick', ['username']), module('hang', ['username', 'email'])]
}
