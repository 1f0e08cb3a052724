import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LookupModule, QueryType } from '../../engine/types.ts'
import { createHttpClient } from '../../engine/http.ts'
import { createSearchEngine, type SearchEngine } from '../../server/search/search-engine.ts'

/**
 * A platform on loopback for search tests: `/found/<name>` answers at once with a profile,
 * `/hang/<name>` never answers (until the search gives up on it). Two real modules use it:
 * `quick`, which finds everyone, and `hang`, which waits forever.
 */
export async function startLoopbackPlatform() {
  const held = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/found/')) return res.end(JSON.stringify({ login: 'someone' }))
    held.add(res)
    res.on('close', () => held.delete(res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const module = (id: 'quick' | 'hang', types: QueryType[]): LookupModule => ({
    id,
    name: id === 'quick' ? 'Quick' : 'Hang',
    category: 'social',
    types,
    url: `${origin}/${id}/{}`,
    hosts: ['127.0.0.1'],
    kind: 'module',
    timeoutMs: 60_000,
    fixtures: { present: 'someone', absent: 'nobody' },
    async run(ctx) {
      const path = id === 'quick' ? 'found' : 'hang'
      await ctx.http.request(`${origin}/${path}/${encodeURIComponent(ctx.query)}`, {
        detectBlocks: false,
      })
      return {
        status: 'found',
        records: [{ username: { value: ctx.query, type: 'str', proper_key: 'Username' } }],
      }
    },
  })
  // A username search finds something at once and goes on waiting; an email search only waits.
  const modules = [module('quick', ['username']), module('hang', ['username', 'email'])]
  const http = createHttpClient({ allowPrivateAddresses: true })
  const engine: SearchEngine = createSearchEngine({
    http,
    env: {},
    modules: (type) => modules.filter((m) => m.types.includes(type)),
  })
  return {
    origin,
    engine,
    /** Requests the platform is holding right now. */
    holding: () => held.size,
    async close() {
      for (const res of held) res.destroy()
      await http.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
