/**
 * One person across platforms: found accounts grouped when independent evidence ties them,
 * each group with what ties it and how strongly. The username never does: it is why the
 * accounts were found. Ties (docs/leads-and-groups.md):
 *
 * - `picture`: the same picture file (its content hash, engine/leads/picture-hash.ts), 3 points;
 * - `link`: one account links to the other's profile, 3 points;
 * - `name`: the same full name (two words or more, not the username), 2 points;
 * - `location`: the same location, 1 point, and only beside another tie.
 *
 * Any tie but a location ties two accounts. A group holds as strongly as the weakest tie
 * that holds it together: 5 points or more is strong, 3 or 4 medium, 2 (a name alone) weak.
 */
import { profileKey } from './known-platforms.ts'
import type { ModuleResult, SpecRecord } from './module-result.ts'
import { urlKey } from './profile-urls.ts'

const TIE_POINTS = { picture: 3, link: 3, name: 2, location: 1 } as const
export type TieKind = keyof typeof TIE_POINTS
export type GroupStrength = 'strong' | 'medium' | 'weak'

export interface AccountTie {
  kind: TieKind
  /** The modules it ties; for a link, the one that links first, then the one linked to. */
  modules: string[]
  /** The shared name or location, as the first account writes it. */
  value?: string
  /** A link both ways. */
  mutual?: true
}

export interface GroupedAccount {
  module: string
  platform: string
  username?: string
  url?: string
}

export interface AccountGroup {
  accounts: GroupedAccount[]
  strength: GroupStrength
  ties: AccountTie[]
}

interface Account extends GroupedAccount {
  picture?: string
  name?: { key: string; text: string }
  location?: { key: string; text: string }
  profiles: Set<string>
  links: Set<string>
}

/** Letters and digits in lower case, accents dropped, words kept apart by one space. */
function words(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const text = (field: SpecRecord[keyof SpecRecord]) =>
  field && 'value' in field && typeof field.value === 'string' ? field.value.trim() : ''

/** A full name: two words or more, and not the username written apart ("Ada Lace" ≠ adalace). */
function fullName(record: SpecRecord, usernames: readonly string[]) {
  const written =
    text(record.name) || [text(record.first_name), text(record.last_name)].join(' ').trim()
  const key = words(written)
  if (key.split(' ').length < 2) return undefined
  const joined = key.replaceAll(' ', '')
  if (usernames.some((u) => words(u).replaceAll(' ', '') === joined)) return undefined
  return { key, text: written }
}

function accountOf(result: ModuleResult): Account | null {
  const finding = result.finding ?? 'profile'
  if (result.status !== 'found' || result.local) return null
  if (finding !== 'profile' && finding !== 'account') return null
  const records = result.spec_format ?? []
  const usernames = records.map((r) => text(r.username)).filter(Boolean)
  const username = usernames[0]
  const url = records.map((r) => text(r.profile_url)).find((u) => urlKey(u))
  const name = records.map((r) => fullName(r, usernames)).find(Boolean)
  const place = records.map((r) => text(r.location)).find((l) => words(l))
  const keys = (list: readonly string[]) =>
    new Set(list.map(profileKey).filter((k): k is string => k !== null))
  return {
    module: result.module,
    platform: result.name,
    ...(username ? { username } : {}),
    ...(url ? { url } : {}),
    ...(result.picture_sha256 ? { picture: result.picture_sha256 } : {}),
    ...(name ? { name } : {}),
    ...(place ? { location: { key: words(place), text: place } } : {}),
    profiles: keys(records.map((r) => text(r.profile_url))),
    links: keys(result.links ?? []),
  }
}

const linksTo = (a: Account, b: Account) => [...a.links].some((l) => b.profiles.has(l))

/** The ties between two accounts, by kind. */
function tiesBetween(a: Account, b: Account): TieKind[] {
  const kinds: TieKind[] = []
  if (a.picture && a.picture === b.picture) kinds.push('picture')
  if (linksTo(a, b) || linksTo(b, a)) kinds.push('link')
  if (a.name && a.name.key === b.name?.key) kinds.push('name')
  if (kinds.length && a.location && a.location.key === b.location?.key) kinds.push('location')
  return kinds
}

const pointsOf = (kinds: readonly TieKind[]) => kinds.reduce((sum, k) => sum + TIE_POINTS[k], 0)

const STRENGTHS: readonly GroupStrength[] = ['strong', 'medium', 'weak']

function strengthOf(points: number): GroupStrength {
  if (points >= 5) return 'strong'
  return points >= 3 ? 'medium' : 'weak'
}

/** The ties inside one group: shared pictures, names and locations, and each link. */
function groupTies(members: readonly Account[]): AccountTie[] {
  const ties: AccountTie[] = []
  const shared = (
    kind: 'picture' | 'name' | 'location',
    keyOf: (a: Account) => string | undefined,
  ) => {
    const byKey = new Map<string, Account[]>()
    for (const a of members) {
      const key = keyOf(a)
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), a])
    }
    for (const same of byKey.values()) {
      if (same.length < 2) continue
      const value = kind === 'name' ? same[0]?.name?.text : same[0]?.location?.text
      ties.push({ kind, modules: same.map((a) => a.module), ...(value ? { value } : {}) })
    }
  }
  shared('picture', (a) => a.picture)
  members.forEach((a, i) =>
    members.slice(i + 1).forEach((b) => {
      const [ab, ba] = [linksTo(a, b), linksTo(b, a)]
      if (ab || ba)
        ties.push({
          kind: 'link',
          modules: ab ? [a.module, b.module] : [b.module, a.module],
          ...(ab && ba ? { mutual: true as const } : {}),
        })
    }),
  )
  shared('name', (a) => a.name?.key)
  shared('location', (a) => a.location?.key)
  return ties
}

/**
 * Groups the found accounts that evidence ties (two or more per group), strongest first.
 * Accounts tied to none are left out: they stay as they are in the report.
 */
export function groupAccounts(results: readonly ModuleResult[]): AccountGroup[] {
  const accounts = results.map(accountOf).filter((a): a is Account => a !== null)
  const edges: { a: number; b: number; points: number }[] = []
  accounts.forEach((a, i) =>
    accounts.slice(i + 1).forEach((b, j) => {
      const kinds = tiesBetween(a, b)
      if (kinds.length) edges.push({ a: i, b: i + 1 + j, points: pointsOf(kinds) })
    }),
  )
  // Strongest ties first: each group then holds by its weakest tie still needed.
  edges.sort((x, y) => y.points - x.points)
  const parent = accounts.map((_, i) => i)
  const weakest = accounts.map(() => Infinity)
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] ?? i)))
  for (const { a, b, points } of edges) {
    const [ra, rb] = [root(a), root(b)]
    if (ra === rb) continue
    parent[rb] = ra
    weakest[ra] = Math.min(weakest[ra] ?? Infinity, weakest[rb] ?? Infinity, points)
  }
  const members = new Map<number, Account[]>()
  accounts.forEach((a, i) => members.set(root(i), [...(members.get(root(i)) ?? []), a]))
  return [...members.entries()]
    .filter(([, group]) => group.length > 1)
    .map(([r, group]) => ({
      accounts: group.map(({ module, platform, username, url }) => ({
        module,
        platform,
        ...(username ? { username } : {}),
        ...(url ? { url } : {}),
      })),
      strength: strengthOf(weakest[r] ?? 0),
      ties: groupTies(group),
    }))
    .sort(
      (x, y) =>
        STRENGTHS.indexOf(x.strength) - STRENGTHS.indexOf(y.strength) ||
        y.accounts.length - x.accounts.length,
    )
}
