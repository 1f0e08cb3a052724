import type { ModuleResult } from '../../../../../shared/module-result.ts'
import { badgeLabel, evidenceKind, type EvidenceKind } from '../../../../../shared/evidence-kind.ts'
import { REASON_LABELS, reasonOf } from '../../../../../shared/reasons.ts'

const STYLES: Record<EvidenceKind | 'error' | 'found', string> = {
  found: 'bg-emerald-100 text-emerald-800',
  answer: 'bg-slate-100 text-slate-600',
  name_rule: 'bg-slate-100 text-slate-600',
  fact: 'bg-sky-100 text-sky-800',
  could_not_tell: 'bg-amber-100 text-amber-800',
  error: 'bg-red-100 text-red-700',
}

/**
 * A check's outcome in words, by the kind of evidence behind it (shared/evidence-kind.ts): a
 * platform's answer, its username rule, a fact about the query, or "couldn't tell" with its
 * reason from the closed list. The reason sits beside the badge and moves under it on a narrow
 * screen, never breaking inside it. Raw messages stay in the Technical tab.
 */
export function StatusBadge({ result }: { result: ModuleResult }) {
  const kind = evidenceKind(result)
  const style =
    result.status === 'error'
      ? STYLES.error
      : kind === 'answer' && result.status === 'found'
        ? STYLES.found
        : STYLES[kind]
  const reason = result.status === 'unknown' ? REASON_LABELS[reasonOf(result)] : null
  return (
    <span className="inline-flex max-w-full flex-wrap items-center justify-end gap-x-1.5 gap-y-0.5 text-right text-xs font-bold">
      <span className={`rounded-full px-2.5 py-0.5 whitespace-nowrap ${style}`}>
        {badgeLabel(result)}
      </span>{' '}
      {reason && (
        <span className="text-amber-800">
          <span className="sr-only">· </span>
          {reason}
        </span>
      )}
    </span>
  )
}
