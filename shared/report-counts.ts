/**
 * One way to count a report, for every surface that shows numbers: the summary, Overview,
 * Detailed, History, the JSON export and the CLI. Facts about the query itself (local checks:
 * an address's mail servers, a number's format) are counted apart, never as a platform and
 * never as data found. Adult sites are counted only when shown.
 */
import { evidenceKind } from './evidence-kind.ts'
import type { ModuleResult } from './module-result.ts'
import { reasonOf, type CouldNotTell } from './reasons.ts'

type Counted = Pick<
  ModuleResult,
  'status' | 'local' | 'category' | 'reason' | 'message' | 'evidence'
>

export interface ReportCounts {
  /** Platforms asked (local checks and name rules excluded). */
  platforms: number
  found: number
  /** Platforms whose own answer was "no such account". */
  notFound: number
  /** Platforms not asked: the name breaks their own username rule, so no account can have it. */
  nameRule: number
  /** Platforms that could not tell (walls, timeouts, unreachable, unreliable). */
  couldNotTell: number
  /** Checks that failed outright (SPEC's "Errors"). */
  errors: number
  /** Every check without a verdict (could not tell, and errors as "failed") by its reason. */
  byReason: Partial<Record<CouldNotTell, number>>
  /** Facts read from the query itself (what it is, or that it cannot be). */
  facts: number
  /** Adult platforms left out because they are hidden. */
  adultHidden: number
}

export function reportCounts(
  results: readonly Counted[],
  options: { showAdult?: boolean } = {},
): ReportCounts {
  const counts: ReportCounts = {
    platforms: 0,
    found: 0,
    notFound: 0,
    nameRule: 0,
    couldNotTell: 0,
    errors: 0,
    byReason: {},
    facts: 0,
    adultHidden: 0,
  }
  for (const r of results) {
    const kind = evidenceKind(r)
    if (r.local) {
      if (kind === 'fact') counts.facts++
      continue
    }
    if (r.category === 'adult' && !options.showAdult) {
      counts.adultHidden++
      continue
    }
    if (kind === 'name_rule') {
      counts.nameRule++
      continue
    }
    counts.platforms++
    if (r.status === 'found') counts.found++
    else if (r.status === 'not_found') counts.notFound++
    else {
      if (r.status === 'error') counts.errors++
      else counts.couldNotTell++
      const reason = reasonOf(r)
      counts.byReason[reason] = (counts.byReason[reason] ?? 0) + 1
    }
  }
  return counts
}
