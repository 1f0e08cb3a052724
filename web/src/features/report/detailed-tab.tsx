import { useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import type { ModuleResult, QueryType } from '../../../../shared/module-result.ts'
import {
  REASON_LABELS,
  REASON_ORDER,
  REASON_SENTENCES,
  reasonOf,
  type CouldNotTell,
} from '../../../../shared/reasons.ts'
import { byPopularity } from './popularity.ts'
import { ResultsTable } from './results-table.tsx'

const WHAT: Record<QueryType, string> = {
  email: 'email address',
  phone: 'phone number',
  username: 'username',
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * Every check, grouped by what it told: facts about the query, the platforms where data was
 * found (open), those that said there is no such account, and those that could not tell,
 * by reason, each with one plain sentence. The long groups start closed; every row stays
 * inspectable (View, Copy) once opened.
 */
export function DetailedTab({
  type,
  results,
  printing = false,
}: {
  type: QueryType
  results: readonly ModuleResult[]
  printing?: boolean
}) {
  const facts = results.filter((r) => r.local)
  const platforms = results.filter((r) => !r.local)
  const found = byPopularity(platforms.filter((r) => r.status === 'found'))
  const notFound = platforms.filter((r) => r.status === 'not_found')
  const unanswered = new Map<CouldNotTell, ModuleResult[]>()
  for (const r of platforms) {
    if (r.status === 'found' || r.status === 'not_found') continue
    const reason = reasonOf(r)
    unanswered.set(reason, [...(unanswered.get(reason) ?? []), r])
  }
  return (
    <div className="space-y-4" data-testid="detailed-tab">
      {facts.length > 0 && (
        <Group
          title={`About this ${WHAT[type]}`}
          sentence={`Read from the ${WHAT[type]} itself, without asking any platform; not counted as a platform.`}
          results={facts}
          initiallyOpen
          printing={printing}
        />
      )}
      <Group
        title={
          found.length
            ? `Data found on ${plural(found.length, 'platform', 'platforms')}`
            : 'No data found'
        }
        sentence={
          found.length
            ? 'Each of these platforms showed an account that is this one, with its proof.'
            : 'No platform showed an account for this search.'
        }
        results={found}
        initiallyOpen
        printing={printing}
        expandAll={printing}
      />
      {notFound.length > 0 && (
        <Group
          title={`No account on ${plural(notFound.length, 'platform', 'platforms')}`}
          sentence="These platforms said plainly that no such account exists."
          results={notFound}
          printing={printing}
        />
      )}
      {REASON_ORDER.filter((reason) => unanswered.has(reason)).map((reason) => (
        <Group
          key={reason}
          title={`Couldn't tell: ${REASON_LABELS[reason].toLowerCase()} (${(unanswered.get(reason) ?? []).length.toLocaleString('en-US')})`}
          sentence={REASON_SENTENCES[reason]}
          results={unanswered.get(reason) ?? []}
          printing={printing}
          reason={reason}
        />
      ))}
    </div>
  )
}

function Group({
  title,
  sentence,
  results,
  initiallyOpen = false,
  printing,
  expandAll = false,
  reason,
}: {
  title: string
  sentence: string
  results: readonly ModuleResult[]
  initiallyOpen?: boolean
  printing: boolean
  expandAll?: boolean
  reason?: CouldNotTell
}) {
  const [open, setOpen] = useState(initiallyOpen)
  // A closed group renders no rows: a search of 1,600 platforms stays light.
  const show = open && (!printing || initiallyOpen)
  let body: ReactNode = null
  if (show && results.length > 0) body = <ResultsTable results={results} expandAll={expandAll} />
  return (
    <section
      className="rounded-2xl bg-white ring-1 ring-slate-200"
      data-testid="outcome-group"
      data-reason={reason}
    >
      <h2>
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          className="flex w-full items-start justify-between gap-3 rounded-2xl px-4 py-3 text-left hover:bg-slate-50"
        >
          <span className="min-w-0">
            <span className="block font-extrabold">{title}</span>
            <span className="block text-sm font-normal text-slate-600">{sentence}</span>
          </span>
          {results.length > 0 && (
            <ChevronDown
              className={`mt-1 h-5 w-5 flex-none text-slate-500 transition-transform print:hidden ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          )}
        </button>
      </h2>
      {body && <div className="px-2 pb-2 sm:px-3 sm:pb-3">{body}</div>}
    </section>
  )
}
