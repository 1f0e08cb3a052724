import { useState } from 'react'
import { Check, ChevronDown, ChevronUp, Copy } from 'lucide-react'
import type { ModuleResult } from '../../../../../shared/module-result.ts'
import { useCopy } from '../../../lib/use-copy.ts'
import { DataRecords, dataPointCount } from './data-records.tsx'
import { ReportTable } from './report-table.tsx'
import { categoryLabel } from './labels.ts'
import { byPopularity } from './popularity.ts'
import { StatusBadge } from './status-badge.tsx'

const ORDER: Record<ModuleResult['status'], number> = {
  found: 0,
  unknown: 1,
  error: 2,
  not_found: 3,
}

function CopyRow({ result }: { result: ModuleResult }) {
  const [copied, copy] = useCopy(1500)
  return (
    <button
      type="button"
      aria-label={`Copy ${result.name}`}
      onClick={() => void copy(JSON.stringify(result, null, 2))}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 print:hidden"
    >
      {copied ? (
        <Check className="h-3.5 w-3.5 text-emerald-600" />
      ) : (
        <Copy className="h-3.5 w-3.5" />
      )}
      <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  )
}

/**
 * SPEC variant A's table: every check, found ones first, most popular platform first within
 * each status; one platform expanded at a time.
 */
const COLUMNS = [
  { label: 'Platform', className: 'w-[36%] px-4 py-3' },
  { label: 'Status', className: 'w-[26%] px-2 py-3' },
  { label: 'Data Points', className: 'w-[14%] px-2 py-3' },
  { label: 'Actions', className: 'px-2 py-3 text-right' },
]

export function ResultsTable({
  results,
  expandAll = false,
}: {
  results: readonly ModuleResult[]
  /** The print layout shows every found platform's records. */
  expandAll?: boolean
}) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const rows = byPopularity(results).sort((a, b) => ORDER[a.status] - ORDER[b.status])
  return (
    // On a phone each row is a card: name and status, then data points and actions.
    <ReportTable columns={COLUMNS}>
      {rows.map((r) => {
        const open = expandAll ? r.status === 'found' : expanded === r.module
        return (
          <FragmentRow
            key={r.module}
            result={r}
            open={open}
            onToggle={() => setExpanded(open ? null : r.module)}
          />
        )
      })}
    </ReportTable>
  )
}

function FragmentRow({
  result,
  open,
  onToggle,
}: {
  result: ModuleResult
  open: boolean
  onToggle: () => void
}) {
  const found = result.status === 'found'
  return (
    <>
      <tr
        data-testid="result-row"
        data-status={result.status}
        className={`grid grid-cols-[minmax(7rem,1fr)_minmax(0,auto)] items-center gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0 ${found ? 'bg-emerald-50/30' : ''}`}
      >
        <td className="font-semibold break-words text-slate-800 md:px-4 md:py-2.5">
          {result.name}
          <span className="ml-2 hidden text-xs font-normal text-slate-500 md:inline">
            {categoryLabel(result.category)}
          </span>
        </td>
        <td className="justify-self-end md:px-2 md:py-2.5">
          <StatusBadge result={result} />
        </td>
        <td className="text-xs text-slate-600 md:px-2 md:py-2.5 md:text-sm">
          {/* On a phone this line also carries the category, shown beside the name above. */}
          <span className="md:hidden">
            {categoryLabel(result.category)}
            {found && ' · '}
          </span>
          {found ? dataPointCount(result) : <span className="hidden md:inline">-</span>}
          {found && <span className="md:hidden"> data points</span>}
        </td>
        <td className="justify-self-end text-right whitespace-nowrap md:px-2 md:py-2.5">
          {found && (
            <button
              type="button"
              onClick={onToggle}
              aria-expanded={open}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 print:hidden"
            >
              {open ? (
                <ChevronUp className="h-3.5 w-3.5" />
              ) : (
                <ChevronDown className="h-3.5 w-3.5" />
              )}
              {open ? 'Hide' : 'View'}
            </button>
          )}
          <CopyRow result={result} />
        </td>
      </tr>
      {open && (
        <tr className="block md:table-row">
          <td colSpan={4} className="block bg-white px-4 py-4 md:table-cell">
            <DataRecords result={result} />
          </td>
        </tr>
      )}
    </>
  )
}
