/**
 * `npm run lookup -- --recheck report.json`: asks again only the platforms where the report
 * found an account, and says of each whether it is still there, gone, or could not tell,
 * beside where to delete it. Locally, as any CLI search: no credit involved.
 */
import { readFile } from 'node:fs/promises'
import type { LookupModule, ModuleResult } from '../engine/types.ts'
import { RECHECK_LABELS, recheckRows, recheckTargets } from '../shared/recheck.ts'
import { ReportExport } from '../shared/report-export.ts'
import { printable, table } from './lookup-text.ts'

export type ReadReport = { ok: true; report: ReportExport } | { ok: false; message: string }

export async function readReport(file: string): Promise<ReadReport> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as unknown
  } catch (err) {
    return { ok: false, message: `${file} is not a readable JSON file (${(err as Error).message})` }
  }
  const report = ReportExport.safeParse(parsed)
  if (!report.success)
    return { ok: false, message: `${file} is not a SnoopLens report export (type, query, results)` }
  return { ok: true, report: report.data }
}

/** The catalogue's modules for the report's found accounts (ones no longer checked left out). */
export function recheckModules(report: ReportExport, catalogue: readonly LookupModule[]) {
  const wanted = new Set(recheckTargets(report.results).map((r) => r.module))
  return catalogue.filter((m) => wanted.has(m.id) && m.types.includes(report.type))
}

/** One row per account: platform, now, the evidence of the new answer, where to delete it. */
export function recheckTable(report: ReportExport, now: readonly ModuleResult[]): string {
  const rows = recheckRows(recheckTargets(report.results), now)
  if (!rows.length) return 'The report found no accounts to re-check.'
  const text = (v: string | undefined) => printable(v ?? '')
  return table([
    ['PLATFORM', 'NOW', 'EVIDENCE', 'DELETE AT'],
    ...rows.map(({ before, after, outcome }) => [
      text(before.name),
      RECHECK_LABELS[outcome],
      text(after?.evidence?.summary ?? after?.message ?? 'not checked any more'),
      text(before.cleanup?.url),
    ]),
  ])
}

/** The JSON line that ends a `--json` re-check: each account and what it is now. */
export function recheckLine(report: ReportExport, now: readonly ModuleResult[]): string {
  const rows = recheckRows(recheckTargets(report.results), now)
  return JSON.stringify({
    type: 'recheck',
    accounts: rows.map(({ before, outcome }) => ({
      module: before.module,
      name: before.name,
      outcome,
    })),
  })
}
