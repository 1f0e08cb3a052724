import { Cleanup, isAccountFinding } from '../../shared/cleanup.ts'
import type { CleanupData, ServiceCleanup } from '../../engine/platform-facts/cleanup.ts'
import type { LookupModule } from '../../engine/types.ts'
import { domainCovers, platformHosts, siteHost } from './domains.ts'
import { plainNotes, type JdmEntry } from './jdm.ts'

/** Platforms whose found results are accounts someone could delete (never providers' answers). */
export function accountPlatforms(catalogue: readonly LookupModule[]): LookupModule[] {
  return catalogue.filter((m) => m.kind !== 'provider' && !m.local && isAccountFinding(m.finding))
}

/** JustDeleteMe's entries by each domain they list, as a site is known, in the data's order. */
export function indexByDomain(jdm: readonly JdmEntry[]): Map<string, JdmEntry[]> {
  const index = new Map<string, JdmEntry[]>()
  for (const entry of jdm) {
    for (const domain of new Set(entry.domains.map(siteHost))) {
      index.set(domain, [...(index.get(domain) ?? []), entry])
    }
  }
  return index
}

/**
 * The JustDeleteMe entry for a platform: the one whose listed domain covers one of its hosts
 * most closely (forums.envato.com's own entry before envato.com's), the earlier entry on a tie.
 */
export function serviceFor(
  module: Pick<LookupModule, 'url' | 'hosts'>,
  index: ReadonlyMap<string, readonly JdmEntry[]>,
): JdmEntry | undefined {
  let best: { entry: JdmEntry; length: number } | undefined
  for (const host of platformHosts(module)) {
    // The host itself, then each parent name: the first listed one is the closest.
    const labels = siteHost(host).split('.')
    const domain = labels
      .map((_, i) => labels.slice(i).join('.'))
      .find((d) => index.has(d) && domainCovers(d, host))
    const entry = domain ? index.get(domain)?.[0] : undefined
    if (domain && entry && (!best || domain.length > best.length))
      best = { entry, length: domain.length }
  }
  return best?.entry
}

/** Only what we use, in the contract's terms: a link or address it refuses is left out. */
function serviceCleanup(entry: JdmEntry): ServiceCleanup {
  const notes = plainNotes(entry.notes)
  const email = entry.email?.trim()
  const parsed = (fields: Partial<Cleanup>) => Cleanup.safeParse({ ...base, ...fields }).success
  const base = { service: entry.name, difficulty: entry.difficulty }
  return {
    difficulty: entry.difficulty,
    ...(parsed({ url: entry.url }) ? { url: entry.url } : {}),
    ...(notes ? { notes } : {}),
    ...(email && parsed({ email }) ? { email } : {}),
  }
}

/** The committed data: for each account platform JustDeleteMe covers, its service's guide. */
export function buildCleanup(
  jdm: readonly JdmEntry[],
  catalogue: readonly LookupModule[],
): CleanupData {
  const services: CleanupData['services'] = {}
  const platforms: CleanupData['platforms'] = {}
  const index = indexByDomain(jdm)
  const modules = accountPlatforms(catalogue).sort((a, b) => a.id.localeCompare(b.id))
  for (const module of modules) {
    const entry = serviceFor(module, index)
    if (!entry) continue
    platforms[module.id] = entry.name
    services[entry.name] ??= serviceCleanup(entry)
  }
  const sorted = Object.keys(services).sort((a, b) => a.localeCompare(b))
  return {
    services: Object.fromEntries(sorted.map((name) => [name, services[name]!])),
    platforms,
  }
}
