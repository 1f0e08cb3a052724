import { toldNothing } from './coverage.ts'
import { plural } from './plural.ts'
import type { ModuleResult } from './module-result.ts'
import { reportCounts, type ReportCounts } from './report-counts.ts'

/**
 * What a finished report amounts to, for History, the JSON export and the CLI: data found,
 * nothing found (and from how many answers), or nothing could be told (the refund rule).
 */
export type ReportOutcome =
  | { kind: 'found'; found: number }
  | { kind: 'nothing_found'; answered: number }
  | { kind: 'told_nothing'; facts: number }

export function reportOutcome(
  results: readonly ModuleResult[],
  counts: ReportCounts = reportCounts(results),
): ReportOutcome {
  if (toldNothing(results)) return { kind: 'told_nothing', facts: counts.facts }
  if (counts.found > 0) return { kind: 'found', found: counts.found }
  return { kind: 'nothing_found', answered: counts.notFound }
}

/**
 * The outcome in a few words; `what` names the query ("phone number") for facts about it.
 * `credits: false` where no credit was spent (the CLI), so none is said to come back.
 */
export function outcomeLine(
  outcome: ReportOutcome,
  what = 'query',
  { credits = true }: { credits?: boolean } = {},
): string {
  const back = credits ? ' (credit given back)' : ''
  switch (outcome.kind) {
    case 'found':
      return `Found on ${plural(outcome.found, 'platform', 'platforms')}`
    case 'nothing_found':
      return `Nothing found (answers from ${plural(outcome.answered, 'platform', 'platforms')})`
    case 'told_nothing':
      // Facts about the query are no answer about accounts, so the credit still comes back.
      return outcome.facts > 0
        ? `Only facts about the ${what}${back}`
        : `Nothing could be told${back}`
  }
}
