import { z } from 'zod/mini'
import { createHttpClient } from '../../engine/http/client.ts'
import { createNameResolver } from '../../engine/http/name-resolver.ts'
import { workerEngine } from '../../server/search/workers/worker-engine.ts'
import { namedPlatforms } from './named-platforms.ts'

/**
 * The engine search workers (and the canaries) load in tests of name resolution: `count`
 * platforms on names of their own, resolved by the DNS servers at `dnsServer`, with the
 * private-address guard on as in production. `dnsWaitMs` is how long a question waits for
 * its answer: long, so a silent server holds every name for the whole test.
 */
export default workerEngine(
  'named platforms',
  z.strictObject({
    count: z.int().check(z.positive()),
    dnsServer: z.string(),
    dnsWaitMs: z.optional(z.number().check(z.positive())),
  }),
  async ({ count, dnsServer, dnsWaitMs }) => {
    const modules = namedPlatforms(count)
    const names = createNameResolver({
      servers: [dnsServer],
      timeoutMs: dnsWaitMs ?? 1000,
      tries: 1,
    })
    const http = createHttpClient({ names })
    return {
      modules: (type) => modules.filter((m) => m.types.includes(type)),
      all: () => modules,
      http,
      env: {},
      async close() {
        names.close()
        await http.close()
      },
    }
  },
)
