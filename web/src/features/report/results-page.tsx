import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from '../../lib/router.tsx'
import type { QueryType } from '../../../../shared/module-result.ts'
import type { SearchSummary } from '../../../../shared/api.ts'
import { SearchErrorPanel } from '../../components/search-error-panel.tsx'
import { SearchRequestError, failedStatus } from '../../lib/request-error.ts'
import { findInHistory } from './history/search-history.ts'
import { fetchSearchSummary } from './stream/search-stream.ts'
import { refreshMe, useMe } from '../../lib/session.ts'
import { ReportProgress } from './report-progress.tsx'
import { NoResults, OverviewSection, RecommendationsSection } from './report-sections.tsx'
import { ReportToolbar, type ReportTab } from './report-toolbar.tsx'
import { DetailedTab } from './detailed-tab.tsx'
import { LoadingSearch, ResultsHeader, SearchEnded, SignedOutResults } from './results-states.tsx'
import { TechnicalTab } from './technical-tab.tsx'
import { breakable } from './query-heading.tsx'
import { CleanupSection } from './cleanup/cleanup-section.tsx'
import { RecheckPanel } from './verify/recheck-panel.tsx'
import { usePrint } from '../../lib/use-print.ts'
import { useReport, type ReportSource } from './use-report.ts'
import { sourcesLine } from './report-words.ts'

interface ResultsState {
  type?: QueryType
  query?: string
  /** The query as the person typed it (a number with its spaces), for the exports. */
  typed?: string
}

/**
 * /results/:searchId, for the person who started the search: a report kept in this browser
 * opens from there; otherwise the live search streams from the server (after asking it what
 * the search is, when the page was opened by address rather than from the search card).
 */
export function ResultsPage() {
  const { searchId = '' } = useParams()
  const state = (useLocation().state ?? {}) as ResultsState
  const me = useMe()
  const userId = me.data?.user.id
  const saved = useMemo(() => (userId ? findInHistory(searchId) : undefined), [userId, searchId])
  if (me.isPending) return <LoadingSearch />
  if (!me.data) return <SignedOutResults />
  // A report kept in this browser is shown as kept; a search just started is followed live.
  const source: ReportSource | undefined = saved
    ? { type: saved.type, query: saved.query, typed: saved.typed, saved }
    : state.type && state.query
      ? { type: state.type, query: state.query, typed: state.typed, searchId }
      : undefined
  if (source) return <ResultsView key={searchId} {...source} />
  return <OpenByAddress key={searchId} searchId={searchId} />
}

function OpenByAddress({ searchId }: { searchId: string }) {
  const [summary, setSummary] = useState<SearchSummary | null>(null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const load = useCallback(() => {
    setFailure(null)
    fetchSearchSummary(searchId).then(setSummary, (error: unknown) => {
      if (failedStatus(error) === 401) return void refreshMe()
      setFailure({ error })
    })
  }, [searchId])
  useEffect(load, [load])
  if (summary)
    return <ResultsView type={summary.type} query={summary.query} searchId={summary.id} />
  if (!failure) return <LoadingSearch />
  if (failedStatus(failure.error) === 404 || !(failure.error instanceof SearchRequestError))
    return <SearchEnded />
  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <SearchErrorPanel error={failure.error.classified} onRetry={load} />
      </main>
    </div>
  )
}

function ResultsView(props: ReportSource) {
  const { type, query } = props
  const navigate = useNavigate()
  const report = useReport(props)
  const { printing, print } = usePrint()
  const [tab, setTab] = useState<ReportTab>('overview')
  const { state, complete, counts, normalised, visible } = report

  if (state.status === 'ended') return <SearchEnded />
  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader />

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <ReportProgress type={type} query={query} typed={props.typed} report={report} />

        {state.status === 'error' && state.error && (
          <SearchErrorPanel
            error={state.error}
            onRetry={report.retry}
            retryLabel="Retry Search"
            retrying={false}
          />
        )}
        {normalised.error && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {normalised.error}
          </p>
        )}
        {complete && counts.found === 0 && !state.refunded && (
          <NoResults type={type} report={report} onNewSearch={() => navigate('/')} />
        )}

        <ReportToolbar
          type={type}
          query={props.typed ?? query}
          report={report}
          tab={tab}
          onTab={setTab}
          onPrint={print}
          reportId={props.searchId ?? props.saved?.id}
        />
        {(printing || tab === 'overview') && <OverviewSection type={type} report={report} />}
        {(printing || tab === 'detailed') && (
          <DetailedTab type={type} results={visible} printing={printing} />
        )}
        {tab === 'technical' && <TechnicalTab results={visible} />}
        {(printing || tab === 'recommendations') && <RecommendationsSection report={report} />}
        {(printing || tab === 'recommendations') && (
          <CleanupSection
            type={type}
            query={query}
            reportId={props.searchId ?? props.saved?.id}
            results={visible}
            complete={complete}
          />
        )}
        {complete && tab === 'recommendations' && (
          <RecheckPanel type={type} query={query} results={visible} />
        )}

        <footer className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-xs text-slate-500 sm:flex-row sm:justify-between">
          <p>
            Searched {type}:{' '}
            <span className="font-semibold [overflow-wrap:anywhere]">
              {breakable(props.typed ?? query)}
            </span>
            {state.completedAt &&
              ` · Completed ${new Date(state.completedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`}
          </p>
          {complete && <p data-testid="report-sources">{sourcesLine(type, counts)}</p>}
          <p>
            <Link to="/verify" className="font-medium text-brand-700 hover:underline">
              Verify a report
            </Link>
          </p>
        </footer>
      </main>
    </div>
  )
}
