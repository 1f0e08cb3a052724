import type { ReactNode } from 'react'

export interface Column {
  label: string
  /** Width and alignment classes of the header cell. */
  className: string
}

/**
 * The report's table shell: a table from 768 px; below, each row becomes a small card (its
 * cells laid out by the row itself), so nothing is cut off or overlaps on a phone. The header
 * stays for screen readers at every width.
 */
export function ReportTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="block w-full text-left text-sm md:table md:table-fixed">
        <thead className="sr-only bg-slate-50 text-xs tracking-wide text-slate-600 uppercase md:not-sr-only md:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.className}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">{children}</tbody>
      </table>
    </div>
  )
}
