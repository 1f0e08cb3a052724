import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from '../../lib/router.tsx'
import { Download, Eye, EyeOff, FileText, SearchX } from 'lucide-react'
import type { ModuleResult, QueryType } from '../../../../engine/types.ts'
import { normaliseResults } from '../../../../shared/normalise.ts'
import { processResultsFailedMessage } from '../../../../shared/classify-error.ts'
import { coverageOf } from '../../../../shared/coverage.ts'
import { NO_DATA_RETURNED } from '../../../../shared/search-messages.ts'
import type { SearchResult } from '../../../../shared/search-result.ts'
import type { SearchSummary } from '../../../../shared/api.ts'
import { SearchErrorPanel } from '../../components/search-error-panel.tsx'
import { Button } from '../../components/ui/button.tsx'
import { TabList } from '../../components/ui/tab-list.tsx'
import { SearchRequestError, failedStatus, fetchSearchSummary } from '../../lib/search-api.ts'
import { findInHistory, saveToHistory, type HistoryEntry } from '../../lib/search-history.ts'
import { refreshMe, useMe } from '../../lib/session.ts'
import { AssociatedList } from './associated-list.tsx'
import { PersonalInfoCard, PlatformCards } from './platform-cards.tsx'
import { List, PrivacyOverviewCard, usePrivacyAnalysis } from './privacy-overview.tsx'
import { ResultsTable } from './results-table.tsx'
import { CoverageNote } from './coverage-note.tsx'
import { QueryFacts } from './query-facts.tsx'
import { QueueNotice } from './queue-notice.tsx'
import { countStatuses } from './search-reducer.ts'
import { TechnicalTab } from './technical-tab.tsx'
import { useSearchStream } from './use-search-stream.ts'
import {
  LoadingSearch,
  ResultsHeader,
  SearchEnded,
  SignedOutResults,
  reconnectingLabel,
} from './results-states.tsx'

interface ResultsState {
  type?: QueryType
  query?: string
}

const TABS = [
  ['overview', 'Overview'],
  ['detailed', 'Detailed'],
  ['technical', 'Technical'],
  ['recommendations', 'Recommendations'],
] as const
type Tab = (typeof TABS)[number][0]

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
  if (saved)
    return <ResultsView key={searchId} type={saved.type} query={saved.query} saved={saved} />
  if (state.type && state.query)
    return <ResultsView key={searchId} type={state.type} query={state.query} searchId={searchId} />
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

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function ResultsView(props: {
  type: QueryType
  query: string
  /** The live search to follow; absent when showing a saved report. */
  searchId?: string
  saved?: HistoryEntry
}) {
  const { type, query, saved } = props
  const navigate = useNavigate()
  const { state, dispatch, retry } = useSearchStream(saved ? null : (props.searchId ?? null))
  const [tab, setTab] = useState<Tab>('overview')
  const [showAdult, setShowAdult] = useState(false)
  // Printing lays out every section at once, then hands the page to the browser's print dialog.
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (!printing) return
    const done = () => setPrinting(false)
    window.addEventListener('afterprint', done, { once: true })
    const timer = setTimeout(() => window.print(), 50)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('afterprint', done)
    }
  }, [printing])

  useEffect(() => {
    if (saved) dispatch({ type: 'restore', results: saved.results, completedAt: saved.completedAt })
  }, [saved, dispatch])

  const complete = state.status === 'complete'
  useEffect(() => {
    if (!complete || saved || !props.searchId || !state.completedAt) return
    saveToHistory({
      id: props.searchId,
      type,
      query,
      completedAt: state.completedAt,
      found: state.results.filter((r) => r.status === 'found').length,
      results: state.results,
    })
  }, [complete, saved, props.searchId, type, query, state.completedAt, state.results])

  const adultCount = state.results.filter((r) => r.category === 'adult').length
  const visible: ModuleResult[] = useMemo(
    () => (showAdult ? state.results : state.results.filter((r) => r.category !== 'adult')),
    [state.results, showAdult],
  )
  const normalised = useMemo((): { result: SearchResult | null; error: string | null } => {
    try {
      return {
        result: normaliseResults(type, query, visible, {
          variant: 'stream',
          id: props.searchId ?? undefined,
        }),
        error: null,
      }
    } catch (err) {
      return { result: null, error: processResultsFailedMessage((err as Error).message) }
    }
  }, [type, query, visible, props.searchId])
  const analysis = usePrivacyAnalysis(normalised.result, complete)
  // Local checks describe the query itself: they are neither platforms nor coverage.
  const counts = countStatuses(visible.filter((r) => !r.local))
  const coverage = useMemo(() => coverageOf(state.results), [state.results])
  const percent = state.progress?.percent ?? 0
  const social = normalised.result?.data.socialMedia ?? []
  const associated = normalised.result?.data.associated ?? []

  if (state.status === 'ended') return <SearchEnded />
  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader />

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
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
              {state.status === 'reconnecting'
                ? reconnectingLabel(state.attempt)
                : state.currentLabel}
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
            {[
              ['Data Found', counts.found, 'text-emerald-700 bg-emerald-50'],
              ['No Data', counts.notFound, 'text-slate-700 bg-slate-50'],
              ['Errors', counts.errors, 'text-red-700 bg-red-50'],
              ["Couldn't tell", counts.unknown, 'text-amber-700 bg-amber-50'],
            ].map(([label, value, style]) => (
              <div key={label} className={`rounded-xl p-3 ${style}`}>
                <dt className="text-xs font-semibold">{label}</dt>
                <dd
                  className="text-2xl font-black"
                  data-testid={`count-${String(label).toLowerCase().replace(/\W+/g, '-')}`}
                >
                  {value}
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

        {state.status === 'error' && state.error && (
          <SearchErrorPanel
            error={state.error}
            onRetry={retry}
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
          <section
            className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
            data-testid="no-results"
          >
            <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-xl font-black">No Results Found</h2>
            {coverage.sufficient ? (
              <p className="mt-1 text-slate-600">
                None of the platforms we checked hold data for this {type}.
              </p>
            ) : (
              <p className="mt-1 text-slate-600">
                {NO_DATA_RETURNED}: too few platforms gave a clear answer to say it is not out
                there. The Detailed and Technical tabs show why.
              </p>
            )}
            <div className="mt-2">
              <CoverageNote coverage={coverage} />
            </div>
            <Button className="mt-5" onClick={() => navigate('/')}>
              Try Another Search
            </Button>
          </section>
        )}
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            {/* Two rows of two on a phone: every section in sight, nothing scrolled away. */}
            <TabList
              label="Report sections"
              idPrefix="report-tab"
              tabs={TABS}
              value={tab}
              onChange={setTab}
              className="grid w-full grid-cols-2 gap-1 rounded-2xl bg-white p-1 ring-1 ring-slate-200 sm:flex sm:w-auto"
              tabClassName={(selected) =>
                `rounded-xl px-3 py-2 text-sm font-bold ${selected ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`
              }
            />
            <div className="flex flex-wrap gap-2">
              {adultCount > 0 && (
                <Button variant="secondary" onClick={() => setShowAdult((v) => !v)}>
                  {showAdult ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
                  {showAdult ? 'Hide adult sites' : `Show adult sites (${adultCount})`}
                </Button>
              )}
              <Button variant="secondary" onClick={() => setPrinting(true)} disabled={!complete}>
                <FileText className="h-4 w-4" aria-hidden="true" /> Save PDF
              </Button>
              <Button
                variant="secondary"
                disabled={!complete}
                onClick={() =>
                  downloadJson(`snooplens-${type}-${new Date().toISOString().slice(0, 10)}.json`, {
                    type,
                    query,
                    results: state.results,
                    report: normalised.result,
                  })
                }
              >
                <Download className="h-4 w-4" aria-hidden="true" /> Download JSON
              </Button>
            </div>
          </div>

          {(printing || tab === 'overview') && (
            <div className="space-y-6">
              {complete && counts.found > 0 ? (
                <PrivacyOverviewCard
                  analysis={analysis}
                  coverage={coverage}
                  coverageNote={<CoverageNote coverage={coverage} />}
                />
              ) : null}
              <QueryFacts results={state.results} type={type} />
              {normalised.result?.data.personalInfo && (
                <PersonalInfoCard info={normalised.result.data.personalInfo} />
              )}
              {social.length > 0 && (
                <section>
                  <h2 className="mb-3 text-lg font-extrabold">
                    Where they show up ({social.length})
                  </h2>
                  <PlatformCards entries={social} />
                </section>
              )}
              {associated.length > 0 && (
                <section>
                  <h2 className="mb-3 text-lg font-extrabold">Linked data</h2>
                  <AssociatedList items={associated} />
                </section>
              )}
              {state.status === 'searching' && social.length === 0 && (
                <p className="text-sm text-slate-500">Results appear here as platforms answer...</p>
              )}
            </div>
          )}
          {(printing || tab === 'detailed') && (
            <ResultsTable results={visible} expandAll={printing} />
          )}
          {tab === 'technical' && <TechnicalTab results={visible} />}
          {(printing || tab === 'recommendations') && (
            <section className="grid gap-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200 md:grid-cols-2">
              {analysis && coverage.sufficient ? (
                <>
                  <List
                    title="What to do"
                    items={analysis.overview.recommendations}
                    empty="Nothing to do right now."
                  />
                  <List title="Good to know" items={analysis.overview.complianceNotes} empty="" />
                </>
              ) : (
                <p className="text-sm text-slate-500">
                  {complete
                    ? 'No recommendations: too few platforms gave a clear answer to judge this search.'
                    : 'Recommendations appear once the search is complete.'}
                </p>
              )}
            </section>
          )}
        </>

        <footer className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-xs text-slate-500 sm:flex-row sm:justify-between">
          <p>
            Searched {type}: <span className="font-semibold break-all">{query}</span>
            {state.completedAt &&
              ` · Completed ${new Date(state.completedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`}
          </p>
          <p>
            Data from live checks of public platforms, and from our people-search data partners
            where enabled.
          </p>
        </footer>
      </main>
    </div>
  )
}
