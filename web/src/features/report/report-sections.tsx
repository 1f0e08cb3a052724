import { SearchX } from 'lucide-react'
import { QUERY_WORDS, foundGroupWords } from '../../../../shared/evidence-kind.ts'
import type { QueryType } from '../../../../shared/module-result.ts'
import { Button } from '../../components/ui/button.tsx'
import { NO_DATA_RETURNED } from './stream/search-messages.ts'
import { AssociatedList } from './leads/associated-list.tsx'
import { CoverageNote } from './analysis/coverage-note.tsx'
import { PersonalInfoCard, PlatformCards } from './records/platform-cards.tsx'
import { PersonLinks } from './leads/person-links.tsx'
import { List, PrivacyOverviewCard } from './analysis/privacy-overview.tsx'
import { QueryFacts } from './analysis/query-facts.tsx'
import type { Report } from './use-report.ts'

/** Nothing found: said as strongly as the coverage allows, with what each check ran into. */
export function NoResults({
  type,
  report,
  onNewSearch,
}: {
  type: QueryType
  report: Report
  onNewSearch: () => void
}) {
  return (
    <section
      className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
      data-testid="no-results"
    >
      <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-black">No Results Found</h2>
      {report.coverage.sufficient ? (
        <p className="mt-1 text-slate-600">
          {foundGroupWords(0, report.counts.notFound, QUERY_WORDS[type]).sentence}
        </p>
      ) : (
        <p className="mt-1 text-slate-600">
          {NO_DATA_RETURNED}: too few platforms gave a clear answer to say it is not out there. The
          Detailed and Technical tabs show why.
        </p>
      )}
      <div className="mt-2">
        <CoverageNote coverage={report.coverage} />
      </div>
      <Button className="mt-5" onClick={onNewSearch}>
        Try Another Search
      </Button>
    </section>
  )
}

/** The overview: the privacy report, facts about the query, the person, where they show up. */
export function OverviewSection({ type, report }: { type: QueryType; report: Report }) {
  const { complete, counts, coverage, analysis, normalised, state } = report
  const social = normalised.result?.data.socialMedia ?? []
  const associated = normalised.result?.data.associated ?? []
  return (
    <div className="space-y-6">
      {complete && counts.found > 0 ? (
        <PrivacyOverviewCard
          analysis={analysis}
          coverage={coverage}
          coverageNote={<CoverageNote coverage={coverage} />}
        />
      ) : null}
      <QueryFacts results={state.results} type={type} />
      {normalised.result?.data.personalInfo && (
        <PersonalInfoCard info={normalised.result.data.personalInfo} />
      )}
      {social.length > 0 && (
        <section>
          <h2 className="mb-3 text-lg font-extrabold">Where they show up ({social.length})</h2>
          <PlatformCards entries={social} />
        </section>
      )}
      {associated.length > 0 && (
        <section aria-labelledby="linked-data-title">
          <h2 id="linked-data-title" className="mb-3 text-lg font-extrabold">
            Linked data
          </h2>
          <AssociatedList items={associated} />
        </section>
      )}
      <PersonLinks results={report.visible} />
      {state.status === 'searching' && social.length === 0 && (
        <p className="text-sm text-slate-500">Results appear here as platforms answer...</p>
      )}
    </div>
  )
}

/** What to do, only when the search could be assessed. */
export function RecommendationsSection({ report }: { report: Report }) {
  const { analysis, coverage, complete } = report
  return (
    <section className="grid gap-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200 md:grid-cols-2">
      {analysis && coverage.sufficient ? (
        <>
          <List
            title="What to do"
            items={analysis.overview.recommendations}
            empty="Nothing to do right now."
          />
          <List title="Good to know" items={analysis.overview.complianceNotes} empty="" />
        </>
      ) : (
        <p className="text-sm text-slate-500">
          {!complete
            ? 'Recommendations appear once the search is complete.'
            : coverage.sufficient
              ? 'Working out what to recommend...'
              : 'No recommendations: too few platforms gave a clear answer to judge this search.'}
        </p>
      )}
    </section>
  )
}
