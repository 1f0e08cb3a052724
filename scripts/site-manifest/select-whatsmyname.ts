import { siteEntrySchema, type SiteEntry } from '../../engine/sites/schema.ts'
import { RESERVED_IDS, isReservedHost } from './reserved.ts'
import { fromWhatsMyName, type WmnSite } from './from-whatsmyname.ts'
import { bareHost } from './select.ts'

/** The head of sites-wmn.json: whose facts these are, and under which licence (ADR 018). */
export const WMN_NOTICE =
  'Adapted from WhatsMyName (https://github.com/WebBreacher/WhatsMyName, wmn-data.json), Copyright (C) 2015-2026 Micah Hoffman and the WhatsMyName contributors, licensed under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). Changes: entries converted to this manifest format by scripts/site-manifest/generate.ts, kept only where no MIT-sourced entry checks the same host, with markers that are walls or page furniture left out; presence is proven by the identity check. This file as a whole is offered under CC BY-SA 4.0; see NOTICE.'

/**
 * The sites only WhatsMyName checks: every usable entry whose host and id no other manifest
 * entry or code module has, ranked by the traffic data where it knows the host.
 */
export function selectWhatsMyName(
  sites: readonly WmnSite[],
  taken: { ids: Set<string>; hosts: Set<string>; moduleIds: ReadonlySet<string> },
  skip: (reason: string) => void,
  rankOfHost: (host: string) => number | undefined,
): SiteEntry[] {
  const out: SiteEntry[] = []
  for (const site of sites) {
    const candidate = fromWhatsMyName(site)
    if ('skip' in candidate) {
      skip(`whatsmyname: ${candidate.skip}`)
      continue
    }
    const entry = candidate.entry
    // A platform's email check may share its name with its username site: the site gets a suffix.
    if (taken.moduleIds.has(entry.id)) entry.id = `${entry.id}-profile`
    const host = bareHost(entry.url)
    if (taken.hosts.has(host) || taken.ids.has(entry.id)) {
      skip('whatsmyname: the same site is in the MIT manifest')
      continue
    }
    if (RESERVED_IDS.has(entry.id) || entry.hosts.some(isReservedHost)) {
      skip('whatsmyname: has a code module')
      continue
    }
    const parsed = siteEntrySchema.safeParse(entry)
    if (!parsed.success) {
      skip(`whatsmyname: invalid: ${parsed.error.issues[0]?.message ?? 'schema'}`)
      continue
    }
    const rank = rankOfHost(host)
    taken.hosts.add(host)
    taken.ids.add(entry.id)
    out.push(rank ? { ...parsed.data, rank: Math.round(rank) } : parsed.data)
  }
  return out.sort((a, b) => a.id.localeCompare(b.id))
}
