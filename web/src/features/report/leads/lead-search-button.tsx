import { useState } from 'react'
import { Loader2, Search } from 'lucide-react'
import type { QueryType } from '../../../../../shared/query-type.ts'
import { searchSubmitLabel } from '../../../../../shared/search-validation.ts'
import { SearchErrorPanel } from '../../../components/search-error-panel.tsx'
import { useSignInModal } from '../../../components/sign-in-modal.tsx'
import { Button } from '../../../components/ui/button.tsx'
import type { ClassifiedError } from '../../../lib/classify-error.ts'
import { useNavigate } from '../../../lib/router.tsx'
import { startAndOpenSearch } from '../../../lib/open-search.ts'
import { refreshMe, useMe } from '../../../lib/session.ts'

const WHAT: Record<QueryType, string> = { email: 'email', phone: 'number', username: 'username' }

/**
 * Starts a search for a lead through the normal paid flow, only when clicked: the search
 * card's button states and labels (signed out: sign in; no credits: pricing), its errors
 * (SPEC 8, a rate limit counts down), and the new search's report once it has started.
 */
export function LeadSearchButton({ type, query }: { type: QueryType; query: string }) {
  const me = useMe()
  const modal = useSignInModal()
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<ClassifiedError | null>(null)
  const signedIn = Boolean(me.data)
  const credits = me.data?.credits ?? 0
  const goToPricing = () => navigate('/', { state: { scrollToPricing: true } })

  const run = async () => {
    setLoading(true)
    setError(null)
    const failure = await startAndOpenSearch(type, query, navigate)
    if (!failure) return
    setLoading(false)
    if (failure.code === 'NO_CREDITS') {
      await refreshMe()
      goToPricing()
    } else if (failure.code === 'UNAUTHENTICATED') {
      // Signed out since the page was drawn: the page itself asks them to sign in.
      await refreshMe()
    } else if (failure.classified) {
      setError(failure.classified)
    }
  }

  const click = () => {
    if (!signedIn) return modal.open()
    if (credits < 1) return goToPricing()
    void run()
  }

  const label = searchSubmitLabel({ loading, signedIn, credits })
  // Two items of the lead's row: the button, and its error panel on a line of its own.
  return (
    <>
      <Button
        onClick={click}
        disabled={loading}
        aria-label={`${label}: ${WHAT[type]} ${query}`}
        className="shrink-0 print:hidden"
      >
        {loading ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Search className="h-4 w-4" aria-hidden="true" />
        )}
        {label}
      </Button>
      {error && (
        <div className="basis-full print:hidden">
          <SearchErrorPanel
            error={error}
            retrying={loading}
            onRetry={() => void run()}
            onDismiss={() => setError(null)}
          />
        </div>
      )}
    </>
  )
}
