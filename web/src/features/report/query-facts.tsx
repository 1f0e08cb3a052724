import { Info } from 'lucide-react'
import type { ModuleResult, QueryType } from '../../../../shared/module-result.ts'
import { DataRecords } from './data-records.tsx'

const WHAT: Record<QueryType, string> = {
  email: 'email address',
  phone: 'phone number',
  username: 'username',
}

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
  const facts = results.filter((r) => r.local && r.status === 'found')
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
        {facts.map((r) => (
          <DataRecords key={r.module} result={r} />
        ))}
      </div>
    </section>
  )
}
