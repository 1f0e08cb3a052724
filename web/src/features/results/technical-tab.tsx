import type { ModuleResult } from '../../../../engine/types.ts'
import { StatusBadge } from './status-badge.tsx'

/** Every check with its timing and its proof: the evidence of a verdict, or why it could not tell. */
export function TechnicalTab({ results }: { results: readonly ModuleResult[] }) {
  const slowest = [...results].sort((a, b) => b.elapsed_ms - a.elapsed_ms)
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-[34%] px-4 py-3">
              Module
            </th>
            <th scope="col" className="w-[26%] px-2 py-3">
              Status
            </th>
            <th scope="col" className="w-[14%] px-2 py-3 text-right">
              Time
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Detail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {slowest.map((r) => (
            <tr key={r.module}>
              <td className="truncate px-4 py-2 font-mono text-xs text-slate-700">{r.module}</td>
              <td className="px-2 py-2">
                <StatusBadge result={r} />
              </td>
              <td className="px-2 py-2 text-right text-slate-600 tabular-nums">
                {(r.elapsed_ms / 1000).toFixed(2)} s
              </td>
              <td
                className="hidden truncate px-4 py-2 text-xs text-slate-500 sm:table-cell"
                title={r.evidence?.summary ?? r.message}
                data-testid="check-detail"
              >
                {r.evidence?.summary ?? r.message ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
