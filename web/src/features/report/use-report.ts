import { useEffect, useMemo, useState } from 'react'
import type { ModuleResult, QueryType } from '../../../../shared/module-result.ts'
import { coverageOf } from '../../../../shared/coverage.ts'
import { reportCounts } from '../../../../shared/report-counts.ts'
import { saveToHistory, type HistoryEntry } from './history/search-history.ts'
import { signedExport } from './verify/signed-export.ts'
import { processResultsFailedMessage } from './stream/search-messages.ts'
import { normaliseResults } from './records/normalise.ts'
import { usePrivacyAnalysis } from './analysis/privacy-overview.tsx'
import type { SearchResult } from './records/search-result.ts'
import { useSearchStream } from './stream/use-search-stream.ts'
import { refreshMe } from '../../lib/session.ts'

export interface ReportSource {
  type: QueryType
  query: string
  /** The query as the person typed it, when it differs from the one searched. */
  typed?: string
  /** The live search to follow; absent when showing a saved report. */
  searchId?: string
  saved?: HistoryEntry
}

/**
 * A report's data: the live stream (or a saved report), what is visible (adult sites only on
 * request), the normalised result, its analysis, the counts and the coverage. A finished live
 * search is kept in this browser's history.
 */
export function useReport({ type, query, typed, searchId, saved }: ReportSource) {
  const { state, dispatch, retry } = useSearchStream(saved ? null : (searchId ?? null))
  const [showAdult, setShowAdult] = useState(false)

  useEffect(() => {
    if (saved) dispatch({ type: 'restore', results: saved.results, completedAt: saved.completedAt })
  }, [saved, dispatch])

  const complete = state.status === 'complete'
  useEffect(() => {
    if (!complete || saved || !searchId || !state.completedAt) return
    saveToHistory({
      id: searchId,
      type,
      query,
      ...(typed && typed !== query ? { typed } : {}),
      completedAt: state.completedAt,
      // The count the page shows by default: platforms, adult sites hidden, facts apart.
      found: reportCounts(state.results).found,
      results: state.results,
    })
    // While the server still holds the search: its signed export, for Download JSON later.
    void signedExport(searchId)
  }, [complete, saved, searchId, type, query, typed, state.completedAt, state.results])

  // A credit given back is read again with the report that says so: the header shows it even
  // when the live balance stream missed it (reconnecting, or taken over by another page).
  const refunded = state.refunded && !saved && Boolean(searchId)
  useEffect(() => {
    if (refunded) void refreshMe()
  }, [refunded])

  const adultCount = state.results.filter((r) => r.category === 'adult').length
  const visible: ModuleResult[] = useMemo(
    () => (showAdult ? state.results : state.results.filter((r) => r.category !== 'adult')),
    [state.results, showAdult],
  )
  const normalised = useMemo((): { result: SearchResult | null; error: string | null } => {
    try {
      return {
        result: normaliseResults(type, query, visible, { id: searchId ?? undefined }),
        error: null,
      }
    } catch (err) {
      return { result: null, error: processResultsFailedMessage((err as Error).message) }
    }
  }, [type, query, visible, searchId])
  const analysis = usePrivacyAnalysis(normalised.result, complete)
  // Local checks describe the query itself: they are neither platforms nor coverage.
  const counts = useMemo(
    () => reportCounts(state.results, { showAdult }),
    [state.results, showAdult],
  )
  const coverage = useMemo(() => coverageOf(state.results), [state.results])

  return {
    state,
    retry,
    complete,
    visible,
    adultCount,
    showAdult,
    toggleAdult: () => setShowAdult((v) => !v),
    normalised,
    analysis,
    counts,
    coverage,
  }
}

export type Report = ReturnType<typeof useReport>
