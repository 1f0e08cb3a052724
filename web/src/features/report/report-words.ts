/**
 * Sentences of the results page that sum up a whole report, derived from its counts so they
 * never claim a check that did not happen.
 */
import { QUERY_WORDS } from '../../../../shared/evidence-kind.ts'
import { plural } from '../../../../shared/plural.ts'
import type { QueryType } from '../../../../shared/module-result.ts'
import type { ReportCounts } from '../../../../shared/report-counts.ts'

/** Where the report's data came from: the platforms asked, or only the query itself. */
export function sourcesLine(type: QueryType, counts: ReportCounts): string {
  const what = QUERY_WORDS[type]
  // Hidden adult sites were asked too.
  const asked = counts.platforms + counts.adultHidden
  if (asked === 0)
    return counts.facts > 0
      ? `No platform was asked: everything here was read from the ${what} itself.`
      : 'No platform was asked.'
  return `Live checks of ${plural(asked, 'public platform', 'public platforms')}, and of our people-search data partners where enabled.`
}
