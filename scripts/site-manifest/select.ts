import type { SiteEntry } from '../../engine/sites/schema.ts'
import { COMMON_CATEGORIES } from '../../engine/types.ts'
import type { Candidate } from './candidate.ts'

/**
 * Forum engines host thousands of small boards: enough of each to cover the boards people
 * use, few enough that the list stays about platforms. Engines whose "profile" is a member
 * search (phpBB's memberlist and author search) are not taken at all: a search page lists
 * whoever matches, so it can never prove whose account it shows (ADR 018).
 */
const ENGINE_CAP: Record<string, number> = {
  uCoz: 160,
  XenForo: 150,
  'phpBB/Search': 0,
  phpBB: 0,
  'phpBB2/Search': 0,
  vBulletin: 30,
  Discourse: 63,
  DiscourseJson: 26,
  Flarum: 15,
  'Wordpress/Author': 4,
  'op.gg': 3,
}
/** Each common category gets its best entries in first, then ranking decides. */
const FLOOR_PER_CATEGORY = 8

export const bareHost = (url: string): string =>
  new URL(url.replaceAll('{}', 'x')).hostname.toLowerCase().replace(/^www\./, '')

export interface Selection {
  /** The manifest: kept entries first as they were (rank filled in), then the new ones. */
  sites: SiteEntry[]
  added: number
}

/**
 * Chooses up to `target` sites, most popular first. With `existing` (a hand-maintained
 * manifest), its entries stay as they are, only gaining a rank the data knows, and the new
 * ones never repeat a host it has: one host is one platform.
 */
export function selectSites(
  candidates: readonly Candidate[],
  target: number,
  existing: readonly SiteEntry[] = [],
  rankOfHost: (host: string) => number | undefined = () => undefined,
): Selection {
  // Popular first; sites both projects check first among equals.
  const priority = (c: Candidate) => c.rank - (c.entry.sources.length > 1 ? 1e9 : 0)
  const valid = [...candidates].sort(
    (a, b) => priority(a) - priority(b) || a.entry.id.localeCompare(b.entry.id),
  )
  const kept = existing.map((entry) => withRank(entry, rankOfHost(bareHost(entry.url))))
  const ids = new Set(kept.map((e) => e.id))
  const hosts = new Set(kept.map((e) => bareHost(e.url)))
  const perEngine = new Map<string, number>()
  const chosen: SiteEntry[] = []
  const take = (c: Candidate): boolean => {
    const host = bareHost(c.entry.url)
    if (kept.length + chosen.length >= target || ids.has(c.entry.id) || hosts.has(host)) {
      return false
    }
    if (c.engine) {
      const used = perEngine.get(c.engine) ?? 0
      if (used >= (ENGINE_CAP[c.engine] ?? 5)) return false
      perEngine.set(c.engine, used + 1)
    }
    ids.add(c.entry.id)
    hosts.add(host)
    chosen.push(withRank(c.entry, Number.isFinite(c.rank) ? c.rank : rankOfHost(host)))
    return true
  }
  for (const category of COMMON_CATEGORIES) {
    let taken = kept.filter((e) => e.category === category).length
    for (const c of valid) {
      if (taken >= FLOOR_PER_CATEGORY) break
      if (c.entry.category === category && take(c)) taken++
    }
  }
  for (const c of valid) take(c)
  const sites = [...kept, ...chosen].sort((a, b) => a.id.localeCompare(b.id))
  return { sites, added: chosen.length }
}

function withRank(entry: SiteEntry, rank: number | undefined): SiteEntry {
  if (entry.rank !== undefined || rank === undefined || !Number.isFinite(rank)) return entry
  return { ...entry, rank: Math.round(rank) }
}
