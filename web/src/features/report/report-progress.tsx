import { useEffect, useState } from 'react'
import type { QueryType } from '../../../../shared/module-result.ts'
import { phonePlatformsLine } from '../../../../shared/phone-region.ts'
import { LowCoverageNotice } from './analysis/low-coverage-notice.tsx'
import { progressLine } from './stream/progress-line.ts'
import { QueueNotice } from './stream/queue-notice.tsx'
import { reconnectingLabel } from './results-states.tsx'
import { QueryHeading } from './query-heading.tsx'
import type { Report } from './use-report.ts'

const COUNTS = [
  ['Data Found', 'found', 'text-emerald-700 bg-emerald-50'],
  ['No Data', 'notFound', 'text-slate-700 bg-slate-50'],
  ['Errors', 'errors', 'text-red-700 bg-red-50'],
  ["Couldn't tell", 'couldNotTell', 'text-amber-700 bg-amber-50'],
] as const

const FACTS: Record<QueryType, string> = {
  email: 'email address',
  phone: 'phone number',
  username: 'username',
}

/** The clock of a running search, ticking once a second so a long wait shows it is alive. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

/** What was searched, how far the search is, and how its checks answered so far. */
export function ReportProgress({
  type,
  query,
  typed,
  report,
}: {
  type: QueryType
  /** The query as searched (a number in E.164). */
  query: string
  /** The query as the person typed it, shown when given. */
  typed?: string | undefined
  report: Report
}) {
  const { state, counts, complete, coverage } = report
  const now = useNow(state.status === 'searching')
  const progress = state.progress
  const percent = progress?.total ? Math.floor((100 * progress.completed) / progress.total) : 0
  const line =
    state.status === 'reconnecting' ? reconnectingLabel(state.attempt) : progressLine(state, now)
  // A phone search asks only the platforms that serve the number's country: it says how many.
  const served =
    type === 'phone' && complete ? phonePlatformsLine(query, counts.platforms) : undefined
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <QueryHeading type={type} query={typed ?? query} />
        <p
          className={`text-sm ${state.status === 'reconnecting' ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
          data-testid="progress-label"
          aria-live="polite"
        >
          {complete ? 100 : percent}% · {line}
        </p>
      </div>
      <div
        className="mt-4 h-3 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={complete ? 100 : percent}
        aria-label="Search progress"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-pop-500 transition-all duration-300"
          style={{ width: `${complete ? 100 : percent}%` }}
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
              {counts[key].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500" data-testid="count-note">
        Counts are platforms.
        {served && ` ${served}`}
        {counts.facts > 0 &&
          ` ${counts.facts === 1 ? 'One fact' : `${counts.facts} facts`} about this ${FACTS[type]} itself ${counts.facts === 1 ? 'is' : 'are'} shown apart.`}
        {counts.nameRule > 0 &&
          ` ${counts.nameRule === 1 ? 'One platform was' : `${counts.nameRule.toLocaleString('en-US')} platforms were`} not asked: ${counts.nameRule === 1 ? 'its' : 'their'} username rules don't allow this name.`}
        {counts.adultHidden > 0 &&
          ` ${counts.adultHidden.toLocaleString('en-US')} adult ${counts.adultHidden === 1 ? 'site is' : 'sites are'} hidden.`}
      </p>
      {complete && !coverage.sufficient ? (
        <LowCoverageNotice type={type} counts={counts} refunded={state.refunded} />
      ) : (
        state.refunded && (
          <p
            className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
            role="status"
          >
            None of the checks could give an answer, so your credit has been given back.
          </p>
        )
      )}
    </section>
  )
}
