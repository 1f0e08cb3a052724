/**
 * What stands between the CLI and the platforms in its benchmark runs (cli-proxy.ts), run as
 * its own process as they are on the real internet, so their work does not share the CLI's
 * thread: a CONNECT proxy on loopback in front of the farm, and a DNS server that takes
 * CLI_DNS_MS to answer each name and points every farm name at a public address (the proxy,
 * which tunnels to the farm, ignores it). Prints {"proxyUrl", "dnsServer"} once ready; ends on
 * SIGTERM.
 *
 *   node --import tsx scripts/bench/cli-network.ts   (CLI_FARM_PORT, CLI_DNS_MS)
 */
import { startConnectProxy } from '../../engine/testing/connect-proxy.ts'
import { startFakeDns } from '../../engine/testing/fake-dns.ts'
import { FARM_DOMAIN } from './farm.ts'

const proxy = await startConnectProxy(Number(process.env.CLI_FARM_PORT))
const dns = await startFakeDns({
  delayMs: Number(process.env.CLI_DNS_MS ?? 0),
  answer: (name) =>
    name.endsWith(`.${FARM_DOMAIN}`) ? { addresses: ['93.184.215.14'], ttl: 300 } : undefined,
})
process.stdout.write(`${JSON.stringify({ proxyUrl: proxy.url, dnsServer: dns.server })}\n`)
process.once('SIGTERM', () => {
  void Promise.all([proxy.close(), dns.close()]).finally(() => process.exit(0))
})
