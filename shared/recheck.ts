/**
 * A re-check asks again only the platforms where a report found an account, and says of each
 * whether the account is still there, gone, or whether the platform could not tell this time.
 * The web app, the server and the CLI all read a re-check through these.
 */
import { isAccountFinding } from './cleanup.ts'
import { isPlatformVerdict } from './coverage.ts'
import type { ModuleResult } from './module-result.ts'

/** The most platforms one re-check asks: a whole search's worth is a search. */
export const MAX_RECHECK_MODULES = 200

export type RecheckOutcome = 'still_there' | 'gone' | 'unknown'

/** The found accounts of a report that a platform vouched for: what a re-check asks again. */
export function recheckTargets(results: readonly ModuleResult[]): ModuleResult[] {
  const seen = new Set<string>()
  return results.filter((r) => {
    if (r.status !== 'found' || !isPlatformVerdict(r) || !isAccountFinding(r.finding)) return false
    if (seen.has(r.module)) return false
    seen.add(r.module)
    return true
  })
}

/**
 * What the platform says now. Only its own verdict counts: an account is gone when the
 * platform says it does not exist, and anything short of a verdict (a wall, a timeout, a
 * platform no longer checked) is "couldn't tell", never "gone".
 */
export function recheckOutcome(now: ModuleResult | undefined): RecheckOutcome {
  if (!now || !isPlatformVerdict(now)) return 'unknown'
  return now.status === 'found' ? 'still_there' : 'gone'
}

export const RECHECK_LABELS: Record<RecheckOutcome, string> = {
  still_there: 'Still there',
  gone: 'Gone',
  unknown: "Couldn't tell",
}

/** Each target with what the re-check found, in the report's order. */
export function recheckRows(targets: readonly ModuleResult[], now: readonly ModuleResult[]) {
  const byModule = new Map(now.map((r) => [r.module, r]))
  return targets.map((before) => {
    const after = byModule.get(before.module)
    return { before, after, outcome: recheckOutcome(after) }
  })
}
