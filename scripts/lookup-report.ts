/** What the lookup CLI prints of a search: the found accounts, and one line on the rest. */
import type { ModuleResult } from '../engine/types.ts'
import { REASON_LABELS, REASON_ORDER } from '../shared/reasons.ts'
import { reportCounts } from '../shared/report-counts.ts'
import { printable, table } from './lookup-text.ts'

/** The found results as a table: platform, category, username, profile URL, and the proof. */
export function foundTable(results: readonly ModuleResult[]): string {
  const found = results.filter((r) => r.status === 'found')
  if (!found.length) return 'Nothing found.'
  return table([
    ['PLATFORM', 'CATEGORY', 'USERNAME', 'NAME', 'PROFILE', 'CLEANUP', 'EVIDENCE'],
    ...found.map((r) => {
      const record = r.spec_format?.[0]
      const text = (v: unknown) => (v === undefined ? '' : printable(String(v)))
      return [
        printable(r.name),
        r.category,
        text(record?.username?.value),
        text(record?.name?.value),
        text(record?.profile_url?.value),
        r.cleanup ? text(`${r.cleanup.difficulty} ${r.cleanup.url ?? ''}`.trim()) : '',
        text(r.evidence?.summary),
      ]
    }),
  ])
}

/**
 * One line on how the rest went, counted as every surface counts (shared/report-counts.ts):
 * platforms, could-not-tell by plain reason, errors; facts about the query apart.
 */
export function summaryLine(results: readonly ModuleResult[], elapsedMs: number): string {
  const counts = reportCounts(results, { showAdult: true })
  const why = REASON_ORDER.filter((r) => r !== 'failed' && counts.byReason[r])
    .map((r) => `${REASON_LABELS[r].toLowerCase()} ${counts.byReason[r]}`)
    .join(', ')
  const facts = counts.facts
    ? `; ${counts.facts} ${counts.facts === 1 ? 'fact' : 'facts'} about the query`
    : ''
  return (
    `${counts.platforms} checked in ${(elapsedMs / 1000).toFixed(1)} s: ${counts.found} found, ` +
    `${counts.notFound} not found, ${counts.couldNotTell} could not tell${why ? ` (${why})` : ''}, ` +
    `${counts.errors} errors${facts}`
  )
}
