import type { ModuleResult } from '../../../../shared/module-result.ts'
import { ReportTable } from './records/report-table.tsx'
import { StatusBadge } from './records/status-badge.tsx'

const COLUMNS = [
  { label: 'Module', className: 'w-[28%] px-4 py-3' },
  { label: 'Status', className: 'w-[26%] px-2 py-3' },
  { label: 'Time', className: 'w-[12%] px-2 py-3 text-right' },
  { label: 'Detail', className: 'px-4 py-3' },
]

/** Every check with its timing and its proof: the evidence of a verdict, or why it could not tell. */
export function TechnicalTab({ results }: { results: readonly ModuleResult[] }) {
  const slowest = [...results].sort((a, b) => b.elapsed_ms - a.elapsed_ms)
  return (
    // On a phone each check is a card: module and time, then the status, then the detail.
    <ReportTable columns={COLUMNS}>
      {slowest.map((r) => (
        <tr
          key={r.module}
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 px-4 py-3 md:table-row md:p-0"
        >
          <td className="col-start-1 row-start-1 font-mono text-xs break-all text-slate-700 md:px-4 md:py-2">
            {r.module}
          </td>
          <td className="col-span-2 row-start-2 md:px-2 md:py-2">
            <StatusBadge result={r} />
          </td>
          <td className="col-start-2 row-start-1 text-right text-xs text-slate-600 tabular-nums md:px-2 md:py-2 md:text-sm">
            {(r.elapsed_ms / 1000).toFixed(2)} s
          </td>
          <td
            className="col-span-2 text-xs break-words text-slate-600 empty:hidden md:px-4 md:py-2"
            data-testid="check-detail"
          >
            {r.evidence?.summary ?? r.message ?? ''}
          </td>
        </tr>
      ))}
    </ReportTable>
  )
}
