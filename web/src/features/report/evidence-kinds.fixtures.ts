/**
 * For the report's tests: the results made of one kind of evidence each
 * (shared/evidence-kind-fixtures.ts), and the report state the page builds from them.
 */
import { coverageOf, toldNothing } from '../../../../shared/coverage.ts'
import type { ModuleResult, QueryType } from '../../../../shared/module-result.ts'
import { reportCounts } from '../../../../shared/report-counts.ts'
import { NOW } from './records/module-fixtures.ts'
import { normaliseResults } from './records/normalise.ts'
import { initialSearchState } from './stream/search-reducer.ts'
import type { Report } from './use-report.ts'

export {
  ANSWERS,
  FACTS,
  NAME_RULES,
  NO_ACCOUNT_ANSWERS,
  UNREACHABLE,
} from '../../../../shared/evidence-kind-fixtures.ts'

/** The report the results page builds from finished results (adult sites hidden). */
export function finishedReport(type: QueryType, results: ModuleResult[]): Report {
  const visible = results.filter((r) => r.category !== 'adult')
  return {
    state: {
      ...initialSearchState,
      status: 'complete',
      results,
      refunded: toldNothing(results),
      completedAt: NOW.toISOString(),
      currentLabel: 'Complete',
      progress: { completed: results.length, total: results.length, percent: 100, current: '' },
    },
    retry: () => undefined,
    complete: true,
    visible,
    adultCount: results.length - visible.length,
    showAdult: false,
    toggleAdult: () => undefined,
    normalised: { result: normaliseResults(type, 'ada', visible, { id: 's-1' }), error: null },
    analysis: null,
    counts: reportCounts(results),
    coverage: coverageOf(results),
  }
}
