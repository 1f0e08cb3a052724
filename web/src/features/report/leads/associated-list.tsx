import type { AssociatedItem } from '../records/search-result.ts'
import { confidenceColour } from '../records/display-bands.ts'

const LABELS: Record<AssociatedItem['type'], string> = {
  data_breach: 'Data breach',
  email_hint: 'Email hint',
  phone_hint: 'Phone hint',
  location: 'Location',
}

const COLOURS = {
  red: 'bg-red-100 text-red-800',
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-800',
  grey: 'bg-slate-100 text-slate-600',
}

/** Linked data (breaches, recovery hints, locations) with SPEC 9's confidence colour bands. */
export function AssociatedList({ items }: { items: readonly AssociatedItem[] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <li
          key={`${item.type}-${item.value}`}
          className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
        >
          <div className="min-w-0">
            <p className="text-xs text-slate-500">
              {LABELS[item.type]} · {item.source}
            </p>
            <p className="truncate font-semibold text-slate-800">{item.value}</p>
          </div>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${COLOURS[confidenceColour(item.confidence, 'exposure')]}`}
          >
            {Math.round(item.confidence * 100)}%
          </span>
        </li>
      ))}
    </ul>
  )
}
