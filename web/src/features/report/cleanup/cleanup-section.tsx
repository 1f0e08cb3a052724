import { useMemo } from 'react'
import type { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'
import { CLEANUP_DIFFICULTIES } from '../../../../../shared/cleanup.ts'
import { cleanupChecklist } from './cleanup-checklist.ts'
import { CleanupItemRow, DIFFICULTIES } from './cleanup-item.tsx'
import { DeletionLetterCard } from './deletion-letter-card.tsx'
import { useCleanupChecks } from './use-cleanup-checks.ts'

/**
 * The Recommendations tab's cleanup: the found accounts as a checklist, most exposed first,
 * each with how to delete it, and a deletion request to send. It waits for the whole search,
 * so the list does not reorder under the person's hand.
 */
export function CleanupSection({
  type,
  query,
  reportId,
  results,
  complete,
}: {
  type: QueryType
  query: string
  reportId: string | undefined
  results: readonly ModuleResult[]
  complete: boolean
}) {
  const items = useMemo(() => cleanupChecklist(results), [results])
  const [done, mark] = useCleanupChecks(reportId)
  if (!complete || items.length === 0) return null
  const doneCount = items.filter((i) => done.has(i.module)).length
  return (
    <>
      <section
        aria-labelledby="cleanup-title"
        className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
        data-testid="cleanup-checklist"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="cleanup-title" className="text-lg font-extrabold">
            Clean up these accounts
          </h2>
          <p className="text-sm font-semibold text-slate-600" data-testid="cleanup-progress">
            {doneCount} of {items.length} done
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          If they are yours, delete each one or make it private, starting with the most exposed.
          Your ticks stay in this browser, for this report.
        </p>
        <details className="mt-2 text-sm text-slate-600 print:hidden">
          <summary className="cursor-pointer font-semibold text-slate-700">
            What the difficulty means
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {CLEANUP_DIFFICULTIES.map((d) => (
              <li key={d}>
                <span className="font-semibold">{DIFFICULTIES[d].label}</span>:{' '}
                {DIFFICULTIES[d].means}
              </li>
            ))}
          </ul>
        </details>
        <ol className="mt-4 space-y-3">
          {items.map((item) => (
            <CleanupItemRow
              key={item.module}
              item={item}
              done={done.has(item.module)}
              onDone={(checked) => mark(item.module, checked)}
            />
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-500">
          Deletion guides and difficulties from JustDeleteMe, matched to each platform by its web
          address.
        </p>
      </section>
      <DeletionLetterCard items={items} type={type} query={query} />
    </>
  )
}
