/** What the lookup CLI prints of a search: the found accounts, and one line on the rest. */
import type { ModuleResult } from '../engine/types.ts'
import { evidenceKind } from '../shared/evidence-kind.ts'
import { REASON_LABELS, REASON_ORDER, reasonOf } from '../shared/reasons.ts'
import { reportCounts } from '../shared/report-counts.ts'
import { outcomeLine, reportOutcome } from '../shared/report-outcome.ts'
import { printable, table } from './lookup-text.ts'

const text = (v: unknown) => (v === undefined ? '' : printable(String(v)))

/**
 * The platforms that showed an account, as a table: platform, category, username, profile URL,
 * and the proof; then the facts read from the query itself, apart. With nothing found, what
 * the search amounts to (nothing found, or nothing could be told).
 */
export function foundTable(results: readonly ModuleResult[]): string {
  const found = results.filter((r) => evidenceKind(r) === 'answer' && r.status === 'found')
  const facts = factLines(results)
  if (!found.length) {
    const outcome = reportOutcome(results, reportCounts(results, { showAdult: true }))
    // The CLI spends no credit: none is said to come back.
    return `${outcomeLine(outcome, 'query', { credits: false })}.${facts}`
  }
  return (
    table([
      ['PLATFORM', 'CATEGORY', 'USERNAME', 'NAME', 'PROFILE', 'CLEANUP', 'EVIDENCE'],
      ...found.map((r) => {
        const record = r.spec_format?.[0]
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
    ]) + facts
  )
}

/**
 * Facts about the query itself, one line each: never a platform, never an account. A check
 * of the query that read nothing says why.
 */
function factLines(results: readonly ModuleResult[]): string {
  const checks = results.filter((r) => r.local)
  if (!checks.length) return ''
  return (
    '\n\nAbout the query itself (read without asking any platform):\n' +
    checks
      .map((r) =>
        evidenceKind(r) === 'fact'
          ? `  ${printable(r.name)}: ${text(r.evidence?.signal)}`
          : `  ${printable(r.name)}: couldn't tell (${REASON_LABELS[reasonOf(r)].toLowerCase()})`,
      )
      .join('\n')
  )
}

/**
 * One line on how the rest went, counted as every surface counts (shared/report-counts.ts):
 * platforms asked, could-not-tell by plain reason, errors; name rules and facts apart.
 */
export function summaryLine(results: readonly ModuleResult[], elapsedMs: number): string {
  const counts = reportCounts(results, { showAdult: true })
  const why = REASON_ORDER.filter((r) => r !== 'failed' && counts.byReason[r])
    .map((r) => `${REASON_LABELS[r].toLowerCase()} ${counts.byReason[r]}`)
    .join(', ')
  const ruled = counts.nameRule
    ? `; ${counts.nameRule} not asked (the name breaks ${counts.nameRule === 1 ? 'its' : 'their'} username rules)`
    : ''
  const facts = counts.facts
    ? `; ${counts.facts} ${counts.facts === 1 ? 'fact' : 'facts'} about the query`
    : ''
  return (
    `${counts.platforms} checked in ${(elapsedMs / 1000).toFixed(1)} s: ${counts.found} found, ` +
    `${counts.notFound} not found, ${counts.couldNotTell} could not tell${why ? ` (${why})` : ''}, ` +
    `${counts.errors} errors${ruled}${facts}`
  )
}
