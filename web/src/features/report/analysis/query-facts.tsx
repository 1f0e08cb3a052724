import { Info } from 'lucide-react'
import type { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'
import { QUERY_WORDS, evidenceKind } from '../../../../../shared/evidence-kind.ts'
import { DataRecords } from '../records/data-records.tsx'

const WHAT = QUERY_WORDS

/**
 * What the local checks say about the query itself (an address's mail servers, a number's
 * formats and country). It is information, not a platform where the person shows up, and it
 * never scores.
 */
export function QueryFacts({
  results,
  type,
}: {
  results: readonly ModuleResult[]
  type: QueryType
}) {
  const facts = results.filter((r) => evidenceKind(r) === 'fact')
  if (!facts.length) return null
  return (
    <section aria-labelledby="query-facts-title">
      <h2 id="query-facts-title" className="mb-1 flex items-center gap-2 text-lg font-extrabold">
        <Info className="h-5 w-5 text-slate-500" aria-hidden="true" /> About this {WHAT[type]}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Read from the {WHAT[type]} itself, without asking any platform: it says nothing about where
        the person has accounts.
      </p>
      <div className="space-y-3">
        {facts.map((r) =>
          r.status === 'found' ? (
            <DataRecords key={r.module} result={r} />
          ) : (
            // What cannot be (a domain that takes no mail, a number no plan has), said plainly.
            <p
              key={r.module}
              className="rounded-xl bg-slate-50 p-4 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
            >
              {r.name}: {r.evidence?.signal}
            </p>
          ),
        )}
      </div>
    </section>
  )
}
