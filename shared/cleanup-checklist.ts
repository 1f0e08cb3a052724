/**
 * The Recommendations tab's cleanup checklist: every account the search found, most exposed
 * first, each with JustDeleteMe's guide to deleting it where the engine had one (docs/cleanup.md).
 * The JSON export carries the same list, built on the server (server/reports/report-export.ts).
 */
import { isAccountFinding, type Cleanup } from './cleanup.ts'
import type { FieldName, ModuleResult, SpecRecord } from './module-result.ts'
import { cleanText, isPlaceholderUsername, safeHttpUrl } from './untrusted-text.ts'

export interface CleanupItem {
  module: string
  platform: string
  /** A profile page anyone can open, at a known address; otherwise an account without one. */
  publicProfile: boolean
  /** How many personal details the platform gave: names, place, bio, picture, contacts. */
  personalDetails: number
  username?: string
  /** Only ever an http(s) address. */
  profileUrl?: string
  rank?: number
  cleanup?: Cleanup
}

/** The fields that say something about the person, rather than about the account. */
const PERSONAL_FIELDS: readonly FieldName[] = [
  'name',
  'first_name',
  'last_name',
  'location',
  'bio',
  'email',
  'phone',
  'email_hint',
  'phone_hint',
  'picture_url',
]

function fieldText(records: readonly SpecRecord[], key: FieldName): string | undefined {
  for (const record of records) {
    const value = record[key]?.value
    const text =
      typeof value === 'string' || typeof value === 'number' ? cleanText(String(value)) : ''
    if (text) return text
  }
  return undefined
}

function itemOf(result: ModuleResult): CleanupItem {
  const records = result.spec_format ?? []
  const username = fieldText(records, 'username')
  const profileUrl = safeHttpUrl(fieldText(records, 'profile_url')) ?? undefined
  return {
    module: result.module,
    platform: cleanText(result.name) || result.module,
    publicProfile: result.finding !== 'account' && profileUrl !== undefined,
    personalDetails: PERSONAL_FIELDS.filter((key) => fieldText(records, key) !== undefined).length,
    ...(username && !isPlaceholderUsername(username) ? { username } : {}),
    ...(profileUrl ? { profileUrl } : {}),
    ...(result.rank ? { rank: result.rank } : {}),
    ...(result.cleanup ? { cleanup: result.cleanup } : {}),
  }
}

/** Public profiles first, then more personal details, then the more popular platform. */
function byExposure(a: CleanupItem, b: CleanupItem): number {
  const rank = (item: CleanupItem) => item.rank ?? Number.POSITIVE_INFINITY
  return (
    Number(b.publicProfile) - Number(a.publicProfile) ||
    b.personalDetails - a.personalDetails ||
    rank(a) - rank(b) ||
    a.platform.localeCompare(b.platform)
  )
}

/**
 * The found accounts as a checklist, ordered by exposure. One account reached by two checks
 * (a site and its code module's twin) is one item: the one that showed more.
 */
export function cleanupChecklist(results: readonly ModuleResult[]): CleanupItem[] {
  const items = results
    .filter((r) => r.status === 'found' && !r.local && isAccountFinding(r.finding))
    .map(itemOf)
    .sort(byExposure)
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.profileUrl ?? `module:${item.module}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
