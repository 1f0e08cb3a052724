import { useMemo } from 'react'
import { ExternalLink, RefreshCw } from 'lucide-react'
import type { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'
import {
  RECHECK_LABELS,
  recheckRows,
  recheckTargets,
  type RecheckOutcome,
} from '../../../../../shared/recheck.ts'
import { REASON_LABELS, reasonOf } from '../../../../../shared/reasons.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useSignInModal } from '../../../components/sign-in-modal.tsx'
import { useNavigate } from '../../../lib/router.tsx'
import { useMe } from '../../../lib/session.ts'
import { DIFFICULTIES } from '../cleanup/cleanup-item.tsx'
import { safeHttpUrl } from '../records/safe-url.ts'
import { useRecheck, type RecheckState } from './use-recheck.ts'

const OUTCOME_STYLE: Record<RecheckOutcome, string> = {
  gone: 'bg-emerald-100 text-emerald-800',
  still_there: 'bg-amber-100 text-amber-900',
  unknown: 'bg-slate-100 text-slate-700',
}

const accounts = (n: number) => (n === 1 ? 'this account' : `these ${n} accounts`)

/**
 * "Re-check these N accounts": after a cleanup, ask only the platforms where the report found
 * an account, for one credit, and show each as still there, gone or couldn't tell, beside how
 * to delete it. For a live report, one from history, or an uploaded export.
 */
export function RecheckPanel(props: {
  type: QueryType
  query: string
  results: readonly ModuleResult[]
}) {
  const targets = useMemo(() => recheckTargets(props.results), [props.results])
  const modules = useMemo(() => targets.map((t) => t.module), [targets])
  const { state, start } = useRecheck(props.type, props.query, modules)
  const me = useMe()
  const modal = useSignInModal()
  const navigate = useNavigate()
  if (!targets.length) return null

  const credits = me.data?.credits ?? 0
  const running = state.phase === 'running'
  const now = state.phase === 'running' || state.phase === 'done' ? state.results : []
  const rows = recheckRows(targets, now)
  const shown = state.phase !== 'idle' && state.phase !== 'failed'
  return (
    <section
      aria-labelledby="recheck-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 print:hidden sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="recheck-title" className="text-lg font-extrabold text-slate-900">
          Deleted some? Make sure they're really gone
        </h2>
        <p className="text-sm text-slate-600">
          We ask only the {targets.length === 1 ? 'platform' : `${targets.length} platforms`} where
          we found {accounts(targets.length)}, nobody else, and tell you what each says now: still
          there, gone, or couldn't tell. One credit. If no platform can tell us anything, the credit
          comes back.
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {me.data ? (
          <Button onClick={() => void start()} disabled={running || credits < 1}>
            <RefreshCw className={`h-4 w-4 ${running ? 'animate-spin' : ''}`} aria-hidden="true" />
            {running ? 'Re-checking...' : `Re-check ${accounts(targets.length)} (1 Credit)`}
          </Button>
        ) : (
          <Button onClick={modal.open} disabled={me.isPending}>
            Sign in to re-check
          </Button>
        )}
        {me.data && credits < 1 && !running && (
          <Button
            variant="secondary"
            onClick={() => navigate('/', { state: { scrollToPricing: true } })}
          >
            Buy Search Credits
          </Button>
        )}
      </div>

      <Outcome state={state} rows={rows} />

      {shown && (
        <ul className="space-y-2" aria-label="Re-checked accounts">
          {rows.map(({ before, after, outcome }) => (
            <RecheckRow
              key={before.module}
              before={before}
              after={after}
              outcome={after || !running ? outcome : null}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function Outcome({ state, rows }: { state: RecheckState; rows: { outcome: RecheckOutcome }[] }) {
  if (state.phase === 'failed')
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        {state.status === 402
          ? "You're out of credits: a re-check costs 1."
          : state.message || 'The re-check could not run. Try again in a moment.'}
      </p>
    )
  if (state.phase !== 'done') return null
  const count = (o: RecheckOutcome) => rows.filter((r) => r.outcome === o).length
  return (
    <p role="status" className="text-sm font-semibold text-slate-800">
      {count('gone')} gone, {count('still_there')} still there, {count('unknown')} couldn't tell.
      {state.refunded && ' No platform could tell us anything this time, so your credit is back.'}
    </p>
  )
}

function RecheckRow({
  before,
  after,
  outcome,
}: {
  before: ModuleResult
  after: ModuleResult | undefined
  /** null while its platform has not answered yet. */
  outcome: RecheckOutcome | null
}) {
  const guide = safeHttpUrl(before.cleanup?.url)
  const difficulty = before.cleanup?.difficulty
  const why = after && outcome === 'unknown' ? REASON_LABELS[reasonOf(after)] : undefined
  return (
    <li
      className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="recheck-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-slate-900 [overflow-wrap:anywhere]">{before.name}</p>
        {after?.evidence && (
          <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
            {after.evidence.summary}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${outcome ? OUTCOME_STYLE[outcome] : 'bg-slate-100 text-slate-500'}`}
        >
          {outcome ? RECHECK_LABELS[outcome] : 'Asking...'}
          {why ? ` · ${why}` : ''}
        </span>
        {difficulty && (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${DIFFICULTIES[difficulty].style}`}
          >
            Difficulty: {DIFFICULTIES[difficulty].label}
          </span>
        )}
        {guide && outcome !== 'gone' && (
          <a
            href={guide}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            How to delete it <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only"> ({before.name}, opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  )
}
