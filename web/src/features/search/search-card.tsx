import { Suspense, lazy, useState, type FormEvent } from 'react'
import { useNavigate } from '../../lib/router.tsx'
import { AtSign, Loader2, Phone, Search, UserRound } from 'lucide-react'
import {
  SEARCH_CARD_FIELDS,
  isSearchSubmitDisabled,
  searchCreditsLine,
  searchSubmitLabel,
  validateSearchInput,
} from '../../../../shared/search-validation.ts'
import { QUERY_TYPES, type QueryType } from '../../../../shared/query-type.ts'
import type { ClassifiedError } from '../../lib/classify-error.ts'
import { useSignInModal } from '../../components/sign-in-modal.tsx'
import { TabList } from '../../components/ui/tab-list.tsx'
import { refreshMe, useMe } from '../../lib/session.ts'
import { scrollToPricing } from './use-landing-signals.ts'

const ICONS = { email: AtSign, phone: Phone, username: UserRound } as const
const TYPE_TABS = QUERY_TYPES.map((t) => {
  const Icon = ICONS[t]
  return [
    t,
    <>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {SEARCH_CARD_FIELDS[t].tab}
    </>,
  ] as const
})

// Loaded when needed, so the landing page's first bundle stays small.
const SearchErrorPanel = lazy(() =>
  import('../../components/search-error-panel.tsx').then((m) => ({ default: m.SearchErrorPanel })),
)

/** SPEC 2 Search card and SPEC 4 landing search flow. */
export function SearchCard() {
  const me = useMe()
  const modal = useSignInModal()
  const navigate = useNavigate()
  const [type, setType] = useState<QueryType>('username')
  const [input, setInput] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [requestError, setRequestError] = useState<ClassifiedError | null>(null)
  const [loading, setLoading] = useState(false)
  const [last, setLast] = useState<{ type: QueryType; query: string } | null>(null)

  const signedIn = Boolean(me.data)
  const credits = me.data?.credits ?? 0
  const field = SEARCH_CARD_FIELDS[type]

  const switchTab = (next: QueryType) => {
    setType(next)
    setInput('')
    setInputError(null)
    setRequestError(null)
  }

  const run = async (searchType: QueryType, query: string, typed = query) => {
    setLoading(true)
    setRequestError(null)
    setLast({ type: searchType, query })
    const { startAndOpenSearch } = await import('../../lib/open-search.ts')
    const failure = await startAndOpenSearch(searchType, query, navigate, typed)
    if (!failure) return
    const { classified, code } = failure
    if (code === 'NO_CREDITS') {
      await refreshMe()
      scrollToPricing()
    } else if (classified && (code === 'INVALID_QUERY' || code === 'BAD_REQUEST')) {
      setInputError(classified.message)
    } else if (classified) {
      setRequestError(classified)
    }
    setLoading(false)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (signedIn && credits < 1) return scrollToPricing()
    const checked = validateSearchInput(type, input)
    if (!checked.ok) return setInputError(checked.message)
    if (!signedIn) return modal.open()
    void run(type, checked.query, input.trim())
  }

  return (
    <div className="mx-auto mt-10 w-full max-w-2xl text-left">
      <form
        onSubmit={submit}
        className="rounded-3xl bg-white p-5 text-slate-900 shadow-2xl shadow-brand-900/30 sm:p-6"
        noValidate
      >
        <TabList
          label="Search type"
          idPrefix="search-type"
          tabs={TYPE_TABS}
          value={type}
          onChange={switchTab}
          className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1"
          tabClassName={(selected) =>
            `flex items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-bold transition ${selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`
          }
        />

        <label htmlFor="search-input" className="mt-5 block text-sm font-semibold text-slate-700">
          {field.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="search-input"
            value={input}
            onChange={(e) => {
              setInput(e.target.value)
              setInputError(null)
              setRequestError(null)
            }}
            placeholder={field.placeholder}
            inputMode={field.inputMode as 'email' | 'tel' | 'text'}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(inputError)}
            aria-describedby={inputError ? 'search-input-error' : undefined}
            className={`min-w-0 flex-1 rounded-xl border bg-white px-4 py-3 text-base outline-none focus:ring-2 focus:ring-brand-500 ${inputError ? 'border-red-400' : 'border-slate-300'}`}
          />
          <button
            type="submit"
            disabled={isSearchSubmitDisabled({ loading, signedIn, credits, input })}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-brand-600 to-pop-500 px-5 py-3 font-bold whitespace-nowrap text-white shadow-lg shadow-brand-600/30 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {loading ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Search className="h-4 w-4" aria-hidden="true" />
            )}
            {searchSubmitLabel({ loading, signedIn, credits })}
          </button>
        </div>
        {inputError && (
          <p id="search-input-error" role="alert" className="mt-2 text-sm font-medium text-red-600">
            {inputError}
          </p>
        )}
        {signedIn && (
          <p className="mt-3 text-sm text-slate-500" data-testid="search-credits-line">
            {searchCreditsLine(credits)}
          </p>
        )}
      </form>
      {requestError && (
        <Suspense fallback={null}>
          <div className="mt-4">
            <SearchErrorPanel
              error={requestError}
              retrying={loading}
              onRetry={last ? () => void run(last.type, last.query) : undefined}
              onDismiss={() => setRequestError(null)}
            />
          </div>
        </Suspense>
      )}
    </div>
  )
}
