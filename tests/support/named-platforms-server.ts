/**
 * The server as `npm start` runs it, search workers and all, over platforms on names of their
 * own (tests/support/named-platforms.ts) resolved by the DNS server at DNS_SERVER: the tests
 * of what a resolver that never answers may and may not hold up.
 */
import { startServerOverEngine } from './worker-engine-server.ts'

const dnsServer = process.env.DNS_SERVER
if (!dnsServer) throw new Error('DNS_SERVER names the fake DNS server')
await startServerOverEngine(new URL('./named-worker-engine.ts', import.meta.url), {
  dnsServer,
  count: Number(process.env.PLATFORMS ?? 1657),
  dnsWaitMs: Number(process.env.DNS_WAIT_MS ?? 60_000),
})
