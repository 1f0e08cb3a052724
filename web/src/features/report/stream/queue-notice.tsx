import { Hourglass } from 'lucide-react'

/** "Queued: 3 searches ahead of yours", said as the place changes. */
export function queuedLabel(ahead: number): string {
  if (ahead === 0) return 'Queued: yours is next'
  return `Queued: ${ahead} ${ahead === 1 ? 'search' : 'searches'} ahead of yours`
}

/**
 * Shown under the progress bar while the search waits for a free slot: busy moments make
 * searches wait their turn rather than run short of time.
 */
export function QueueNotice({ ahead }: { ahead: number | null }) {
  if (ahead === null) return null
  return (
    <p
      className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-700"
      data-testid="queue-notice"
    >
      <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
      {queuedLabel(ahead)}
    </p>
  )
}
