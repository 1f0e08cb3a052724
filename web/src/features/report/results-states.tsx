import { useEffect, type ReactNode } from 'react'
import { Loader2, LogIn, SearchX } from 'lucide-react'
import { MAX_RETRIES } from './stream/retry-policy.ts'
import { AccountControls } from '../../components/account-controls.tsx'
import { Brand } from '../../components/brand.tsx'
import { useSignInModal } from '../../components/sign-in-modal.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useNavigate } from '../../lib/router.tsx'
import { useMe } from '../../lib/session.ts'

export const SEARCH_ENDED = 'This search has ended and its results were not saved'
export const START_NEW_SEARCH = 'Start a new search'
export const reconnectingLabel = (attempt: number) =>
  `Reconnecting… (attempt ${attempt} of ${MAX_RETRIES})`

export function ResultsHeader() {
  const me = useMe()
  const modal = useSignInModal()
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4">
        <Brand />
        {me.data ? (
          <AccountControls credits={me.data.credits} />
        ) : (
          <Button variant="secondary" onClick={modal.open} disabled={me.isPending}>
            Sign In
          </Button>
        )}
      </div>
    </header>
  )
}

/** The results screen's frame for the states that have no report to show. */
function StatePage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <section className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200 sm:p-10">
          {children}
        </section>
      </main>
    </div>
  )
}

export function LoadingSearch() {
  return (
    <StatePage>
      <div role="status" className="flex items-center justify-center gap-3 text-slate-600">
        <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />
        Opening the search...
      </div>
    </StatePage>
  )
}

/** The server no longer holds the search (or it is someone else's), and this browser kept no copy. */
export function SearchEnded() {
  const navigate = useNavigate()
  return (
    <StatePage>
      <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-black sm:text-2xl">{SEARCH_ENDED}</h1>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Either it finished more than a few minutes ago, or this address isn&apos;t one of your
        searches. Searches live on our servers only while they run and for a few minutes after, and
        are never stored. Reports you finished in this browser are in your history, free to reopen.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => navigate('/')}>{START_NEW_SEARCH}</Button>
        <Button variant="secondary" onClick={() => navigate('/history')}>
          Open your history
        </Button>
      </div>
    </StatePage>
  )
}

/** A visitor opened a search's address: the sign-in modal opens, and signing in leads back here. */
export function SignedOutResults() {
  const modal = useSignInModal()
  useEffect(() => modal.open(), [modal])
  return (
    <StatePage>
      <LogIn className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-black sm:text-2xl">Sign in to see this search</h1>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        A search can only be opened by the person who started it.
      </p>
      <Button className="mt-6" onClick={modal.open}>
        Sign In
      </Button>
    </StatePage>
  )
}
