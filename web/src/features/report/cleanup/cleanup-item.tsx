import { ExternalLink } from 'lucide-react'
import type { CleanupDifficulty } from '../../../../../shared/cleanup.ts'
import type { CleanupItem } from './cleanup-checklist.ts'
import { safeHttpUrl } from '../records/safe-url.ts'

/** JustDeleteMe's difficulties in words, and what each means for the person. */
export const DIFFICULTIES: Record<
  CleanupDifficulty,
  { label: string; means: string; style: string }
> = {
  easy: {
    label: 'Easy',
    means: 'a few steps in the account settings',
    style: 'bg-emerald-100 text-emerald-800',
  },
  medium: {
    label: 'Medium',
    means: 'some extra steps, or waiting for a confirmation',
    style: 'bg-amber-100 text-amber-800',
  },
  hard: {
    label: 'Hard',
    means: 'you have to ask them, by email or a form',
    style: 'bg-orange-100 text-orange-800',
  },
  limited: {
    label: 'Limited',
    means: 'only where a privacy law gives you the right, or only in part',
    style: 'bg-violet-100 text-violet-800',
  },
  impossible: {
    label: 'Impossible',
    means: 'they do not delete accounts: make it private and empty it',
    style: 'bg-red-100 text-red-800',
  },
}

function DifficultyBadge({ difficulty }: { difficulty?: CleanupDifficulty }) {
  const { label, style } = difficulty
    ? DIFFICULTIES[difficulty]
    : { label: 'No guide yet', style: 'bg-slate-100 text-slate-700' }
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${style}`}>
      {difficulty ? `Difficulty: ${label}` : label}
    </span>
  )
}

function exposure(item: CleanupItem): string {
  const kind = item.publicProfile ? 'Public profile' : 'Account without a public profile'
  const details = item.personalDetails
  const shown = details ? ` · ${details} personal detail${details === 1 ? '' : 's'} shown` : ''
  return `${kind}${shown}${item.username ? ` · @${item.username}` : ''}`
}

/** One account to deal with: tick it off once it is deleted or private. */
export function CleanupItemRow({
  item,
  done,
  onDone,
}: {
  item: CleanupItem
  done: boolean
  onDone: (done: boolean) => void
}) {
  const id = `cleanup-${item.module}`
  const { cleanup } = item
  const guide = safeHttpUrl(cleanup?.url)
  const service = cleanup?.service ?? item.platform
  return (
    <li
      className="flex gap-3 rounded-xl p-4 ring-1 ring-slate-200 break-inside-avoid"
      data-testid="cleanup-item"
    >
      <input
        type="checkbox"
        id={id}
        checked={done}
        onChange={(e) => onDone(e.target.checked)}
        aria-describedby={`${id}-exposure`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label
            htmlFor={id}
            className={`font-bold [overflow-wrap:anywhere] ${done ? 'text-slate-500 line-through' : ''}`}
          >
            {item.platform}
          </label>
          <DifficultyBadge difficulty={cleanup?.difficulty} />
        </div>
        <p id={`${id}-exposure`} className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {exposure(item)}
        </p>
        {cleanup?.notes && (
          <p className="text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
            {cleanup.notes}
          </p>
        )}
        {guide ? (
          <p className="text-sm">
            <a
              href={guide}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold text-brand-700 underline"
            >
              {cleanup?.difficulty === 'impossible'
                ? `What ${service} allows`
                : `How to delete it on ${service}`}
              <ExternalLink className="ml-1 inline h-3 w-3 align-baseline" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="hidden text-xs text-slate-500 [overflow-wrap:anywhere] print:block">
              {guide}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            {cleanup
              ? 'No link for this one: follow the notes, or send them a deletion request.'
              : 'Look for "delete account" or "privacy" in its settings, or send them a deletion request.'}
          </p>
        )}
        {cleanup?.email && (
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            Requests go to {cleanup.email}
          </p>
        )}
      </div>
    </li>
  )
}
