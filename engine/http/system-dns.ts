import { promises as dns } from 'node:dns'
import type { DnsResolver } from '../types.ts'

/** The system resolver, cancelled when the module's signal aborts. */
export function systemDns(signal: AbortSignal): DnsResolver {
  return {
    async resolveMx(domain) {
      const resolver = new dns.Resolver({ timeout: 5000, tries: 2 })
      const cancel = () => resolver.cancel()
      signal.addEventListener('abort', cancel, { once: true })
      try {
        return await resolver.resolveMx(domain)
      } finally {
        signal.removeEventListener('abort', cancel)
      }
    },
  }
}
