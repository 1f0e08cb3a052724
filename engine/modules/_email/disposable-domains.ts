import { createRequire } from 'node:module'

/**
 * Domains of throwaway-mailbox services (addresses anyone can read, or that vanish after
 * minutes), from the community-kept disposable-email-domains package. Its `index.json` lists
 * domains as they are; `wildcard.json` lists services where every subdomain is a mailbox too
 * (anything.33mail.com). Read with require, so the type checker and the test transformer
 * never parse its 2 MB of JSON, and only on first use: most searches check no address.
 */
const require = createRequire(import.meta.url)
let lists: { domains: ReadonlySet<string>; wildcards: ReadonlySet<string> } | undefined

function disposableLists() {
  lists ??= {
    domains: new Set(require('disposable-email-domains') as string[]),
    wildcards: new Set(require('disposable-email-domains/wildcard.json') as string[]),
  }
  return lists
}

/** True when the domain is a known throwaway-mailbox service, or a subdomain of a wildcard one. */
export function isDisposableDomain(domain: string): boolean {
  const { domains, wildcards } = disposableLists()
  const name = domain.toLowerCase().replace(/\.$/, '')
  if (domains.has(name)) return true
  const labels = name.split('.')
  for (let i = 0; i < labels.length - 1; i++) {
    if (wildcards.has(labels.slice(i).join('.'))) return true
  }
  return false
}

/** How many domains the list holds (the test keeps it from silently shrinking). */
export function disposableDomainCount(): number {
  return disposableLists().domains.size
}
