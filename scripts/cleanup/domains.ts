import { getDomain } from 'tldts'
import { urlHost } from '../../engine/registry.ts'
import type { LookupModule } from '../../engine/types.ts'

/** A host as a site is known: lower case, no trailing dot, no leading www. or m. */
export function siteHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^(?:www\d*|m)\./, '')
}

/** The registrable domain (example.co.uk); private suffixes count, so alice.github.io is its own. */
function registrable(host: string): string | null {
  return getDomain(host, { allowPrivateDomains: true })
}

/**
 * Whether a domain JustDeleteMe lists covers a platform's host: the same site name, or a
 * subdomain of it within the same registrable domain (support.github.com is GitHub's, but
 * notgithub.com is not, nor is a user's site under a hosting suffix).
 */
export function domainCovers(domain: string, host: string): boolean {
  const d = siteHost(domain)
  const h = siteHost(host)
  if (d === h) return true
  if (!h.endsWith(`.${d}`)) return false
  const site = registrable(h)
  return site !== null && site === registrable(d)
}

/**
 * The hosts a platform is known by: its public address's, where it has one, else the hosts
 * its module asks. The address comes first because a module may ask another company's API
 * (a sign-in service) that says nothing about whose account it is.
 */
export function platformHosts(module: Pick<LookupModule, 'url' | 'hosts'>): string[] {
  const host = urlHost(module.url)
  return host ? [host] : [...module.hosts]
}
