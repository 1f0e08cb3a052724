import type { QueryType } from '../../../../shared/module-result.ts'
import { QueueNotice } from './queue-notice.tsx'
import { reconnectingLabel } from './results-states.tsx'
import type { Report } from './use-report.ts'

const COUNTS = [
  ['Data Found', 'found', 'text-emerald-700 bg-emerald-50'],
  ['No Data', 'notFound', 'text-slate-700 bg-slate-50'],
  ['Errors', 'errors', 'text-red-700 bg-red-50'],
  ["Couldn't tell", 'unknown', 'text-amber-700 bg-amber-50'],
] as const

/** What was searched, how far the search is, and how its checks answered so far. */
export function ReportProgress({
  type,
  query,
  report,
}: {
  type: QueryType
  query: string
  report: Report
}) {
  const { state, counts } = report
  const percent = state.progress?.percent ?? 0
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="min-w-0 text-xl font-black break-all sm:text-2xl">
          <span className="mr-2 rounded-lg bg-brand-50 px-2 py-0.5 align-middle text-xs font-bold tracking-wide text-brand-700 uppercase">
            {type}
          </span>
          {query}
        </h1>
        <p
          className={`text-sm ${state.status === 'reconnecting' ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
          data-testid="progress-label"
          aria-live="polite"
        >
          {percent}% ·{' '}
          {state.status === 'reconnecting' ? reconnectingLabel(state.attempt) : state.currentLabel}
        </p>
      </div>
      <div
        className="mt-4 h-3 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="Search progress"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-pop-500 transition-all duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <QueueNotice ahead={state.queuedAhead} />
      <dl className="mt-5 grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
        {COUNTS.map(([label, key, style]) => (
          <div key={label} className={`rounded-xl p-3 ${style}`}>
            <dt className="text-xs font-semibold">{label}</dt>
            <dd
              className="text-2xl font-black"
              data-testid={`count-${label.toLowerCase().replace(/\W+/g, '-')}`}
            >
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {state.refunded && (
        <p
          className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
          role="status"
        >
          None of the checks could give an answer, so your credit has been given back.
        </p>
      )}
    </section>
  )
}
