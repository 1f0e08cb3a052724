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
import {
  KIND_SENTENCES,
  QUERY_WORDS,
  evidenceKind,
  foundGroupWords,
} from '../../../../shared/evidence-kind.ts'
import { plural } from '../../../../shared/plural.ts'
import { byPopularity } from './records/popularity.ts'
import { ResultsTable } from './records/results-table.tsx'

/** Why a check about the query itself read nothing: the only thing it asks is a name server. */
const UNREAD_SENTENCES: Partial<Record<CouldNotTell, string>> = {
  unreachable: "We couldn't reach the name server that answers for it, so nothing was read.",
  timeout: "The name server didn't answer in time, so nothing was read.",
}

/** The facts group's sentence: what was read from the query, and what could not be. */
function factsSentence(facts: readonly ModuleResult[], what: string): string {
  const read = facts.filter((r) => evidenceKind(r) === 'fact').length
  const unread = facts.filter((r) => evidenceKind(r) === 'could_not_tell')
  const parts: string[] = []
  if (read > 0)
    parts.push(
      `Read from the ${what} itself, without asking any platform; not counted as a platform.`,
    )
  if (unread.length > 0) {
    const reason = unread[0] ? reasonOf(unread[0]) : 'failed'
    const why = UNREAD_SENTENCES[reason] ?? REASON_SENTENCES.failed
    parts.push(
      read > 0
        ? `${plural(unread.length, 'check', 'checks')} could not be read: ${why}`
        : `Nothing could be read about the ${what} itself just now. ${why}`,
    )
  }
  return parts.join(' ')
}

/**
 * Every check, grouped by the kind of evidence it rests on (shared/evidence-kind.ts): facts
 * about the query, the platforms where data was found (open), those that answered there is no
 * such account, those whose own username rule rules the name out, and those that could not
 * tell, by reason, each with one plain sentence. The long groups start closed; every row
 * stays inspectable (View, Copy) once opened.
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
  const what = QUERY_WORDS[type]
  const facts = results.filter((r) => r.local)
  const platforms = results.filter((r) => !r.local)
  const answers = platforms.filter((r) => evidenceKind(r) === 'answer')
  const found = byPopularity(answers.filter((r) => r.status === 'found'))
  const notFound = answers.filter((r) => r.status === 'not_found')
  const ruledOut = platforms.filter((r) => evidenceKind(r) === 'name_rule')
  const unanswered = new Map<CouldNotTell, ModuleResult[]>()
  for (const r of platforms) {
    if (evidenceKind(r) !== 'could_not_tell') continue
    const reason = reasonOf(r)
    unanswered.set(reason, [...(unanswered.get(reason) ?? []), r])
  }
  const foundWords = foundGroupWords(found.length, answers.length, what)
  return (
    <div className="space-y-4" data-testid="detailed-tab">
      {facts.length > 0 && (
        <Group
          title={`About this ${what}`}
          sentence={factsSentence(facts, what)}
          results={facts}
          initiallyOpen
          printing={printing}
        />
      )}
      <Group
        title={foundWords.title}
        sentence={foundWords.sentence}
        results={found}
        initiallyOpen
        printing={printing}
        expandAll={printing}
      />
      {notFound.length > 0 && (
        <Group
          title={`No account on ${plural(notFound.length, 'platform', 'platforms')}`}
          sentence={KIND_SENTENCES.notFound}
          results={notFound}
          printing={printing}
        />
      )}
      {ruledOut.length > 0 && (
        <Group
          title={`Name not allowed on ${plural(ruledOut.length, 'platform', 'platforms')}`}
          sentence={KIND_SENTENCES.nameRule}
          results={ruledOut}
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
