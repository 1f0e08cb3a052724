import type { ModuleResult } from '../../../../shared/module-result.ts'
import { REASON_LABELS, reasonOf } from '../../../../shared/reasons.ts'

const STYLES: Record<ModuleResult['status'], [string, string]> = {
  found: ['Data Found', 'bg-emerald-100 text-emerald-800'],
  not_found: ['No Data', 'bg-slate-100 text-slate-600'],
  error: ['Error', 'bg-red-100 text-red-700'],
  unknown: ["Couldn't tell", 'bg-amber-100 text-amber-800'],
}

/**
 * A check's outcome in words: a fact about the query is a fact, not data found on a
 * platform; "couldn't tell" names its reason from the closed list. Raw messages stay in the
 * Technical tab.
 */
export function StatusBadge({ result }: { result: ModuleResult }) {
  const [label, style] =
    result.local && result.status === 'found'
      ? ['Fact', 'bg-sky-100 text-sky-800']
      : STYLES[result.status]
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-right text-xs font-bold ${style}`}
    >
      {label}
      {result.status === 'unknown' ? ` · ${REASON_LABELS[reasonOf(result)]}` : ''}
    </span>
  )
}
