/**
 * The server as `npm start` runs it, search workers and all, over platforms on names of their
 * own (tests/support/named-platforms.ts) resolved by the DNS server at DNS_SERVER: the tests
 * of what a resolver that never answers may and may not hold up.
 */
import { startServer } from '../../server/main.ts'

const dnsServer = process.env.DNS_SERVER
if (!dnsServer) throw new Error('DNS_SERVER names the fake DNS server')
process.env.SEARCH_LIMIT_PER_USER = '100'
process.env.SEARCH_LIMIT_PER_IP = '1000'
await startServer({
  searchWorkerEngine: {
    module: new URL('./named-worker-engine.ts', import.meta.url).href,
    options: {
      dnsServer,
      count: Number(process.env.PLATFORMS ?? 1657),
      dnsWaitMs: Number(process.env.DNS_WAIT_MS ?? 60_000),
    },
  },
})
