import type { ModuleResult, QueryType } from '../../engine/types.ts'
import { cleanupChecklist } from '../../shared/cleanup-checklist.ts'
import { leadsAndGroups } from '../../shared/leads-and-groups.ts'
import { reportCounts } from '../../shared/report-counts.ts'
import { REPORT_FORMAT } from '../../shared/report-export.ts'

/**
 * The export of a finished search as the deployment vouches for it: the query as the report
 * shows it, every result with its evidence (and each verdict's answer digest), the counts the
 * page shows (adult sites included), the cleanup checklist, leads and account groups. JSON-round-tripped, so what is
 * signed is exactly what a reader parses back.
 */
export function reportExport(
  search: { type: QueryType; query: string; results: readonly ModuleResult[] },
  deployment: string,
): Record<string, unknown> {
  const { type, query, results } = search
  const times = results.map((r) => Date.parse(r.timestamp)).filter(Number.isFinite)
  const completedAt = times.length ? new Date(Math.max(...times)).toISOString() : undefined
  return JSON.parse(
    JSON.stringify({
      format: REPORT_FORMAT,
      deployment,
      type,
      query,
      ...(completedAt ? { completed_at: completedAt } : {}),
      counts: reportCounts(results, { showAdult: true }),
      results,
      // The found accounts, most exposed first, each with how to delete it.
      cleanup: cleanupChecklist(results),
      ...leadsAndGroups(results),
    }),
  ) as Record<string, unknown>
}
