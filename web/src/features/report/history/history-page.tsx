import { useState } from 'react'
import { useNavigate } from '../../../lib/router.tsx'
import type { MeResponse } from '../../../../../shared/api.ts'
import { SignedInOnly } from '../../../components/signed-in-only.tsx'
import { ArrowLeft, History, Trash2 } from 'lucide-react'
import { AccountControls } from '../../../components/account-controls.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { HISTORY_NOTE } from '../../../lib/history-note.ts'
import { QUERY_WORDS } from '../../../../../shared/evidence-kind.ts'
import {
  outcomeLine,
  reportOutcome,
  type ReportOutcome,
} from '../../../../../shared/report-outcome.ts'
import { clearHistory, readHistory, type HistoryEntry } from './search-history.ts'

/** Searches made in this browser; re-opening one shows the saved report without a credit. */
export function HistoryPage() {
  return <SignedInOnly redirectTo="/">{(me) => <SearchHistory me={me} />}</SignedInOnly>
}

function SearchHistory({ me }: { me: MeResponse }) {
  const navigate = useNavigate()
  const [entries, setEntries] = useState(readHistory)

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[900px] items-center justify-between gap-3 px-4 py-4">
          <div className="flex items-center gap-2">
            <Button variant="ghost" onClick={() => navigate('/')} aria-label="Back to home">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            </Button>
            <h1 className="text-lg font-black sm:text-xl">Search History</h1>
          </div>
          <AccountControls credits={me.credits} />
        </div>
      </header>
      <main className="mx-auto max-w-[900px] px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-xl text-sm text-slate-600">{HISTORY_NOTE}</p>
          {entries.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => {
                clearHistory()
                setEntries([])
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Clear history
            </Button>
          )}
        </div>
        {entries.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
            <History className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-bold">No searches yet</h2>
            <p className="mt-1 text-sm text-slate-600">Your finished reports show up here.</p>
            <Button className="mt-4" onClick={() => navigate('/')}>
              Start Searching
            </Button>
          </div>
        ) : (
          <ul className="mt-6 space-y-3">
            {entries.map((e) => (
              <li
                key={e.id}
                data-testid="history-entry"
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-bold break-all">
                    <span className="mr-2 rounded-md bg-brand-50 px-1.5 py-0.5 text-[11px] tracking-wide text-brand-700 uppercase">
                      {e.type}
                    </span>
                    {e.query}
                  </p>
                  <p className="mt-1 text-sm text-slate-500">
                    {new Date(e.completedAt).toLocaleString('en-US', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}{' '}
                    · <HistoryOutcome entry={e} />
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => navigate(`/results/${encodeURIComponent(e.id)}`)}
                >
                  Open Report
                </Button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  )
}

const OUTCOME_STYLE: Record<ReportOutcome['kind'], string> = {
  found: 'font-semibold text-emerald-700',
  nothing_found: 'text-slate-600',
  told_nothing: 'text-amber-800',
}

/** What the search was: found N, nothing found (from how many answers), or nothing told. */
function HistoryOutcome({ entry }: { entry: HistoryEntry }) {
  const outcome = reportOutcome(entry.results)
  return (
    <span data-testid="history-outcome" className={OUTCOME_STYLE[outcome.kind]}>
      {outcomeLine(outcome, QUERY_WORDS[entry.type])}
    </span>
  )
}
