import { useEffect, useState } from 'react'
import { AlertTriangle, HelpCircle, Loader2, ShieldAlert } from 'lucide-react'
import type { Coverage } from '../../../../../shared/coverage.ts'
import type { SearchResult } from '../records/search-result.ts'
import {
  PRIVACY_ANALYSIS_DELAY_MS,
  PRIVACY_OVERVIEW_MESSAGES,
  analysePrivacy,
  type PrivacyAnalysis,
} from './overview-copy.ts'
import type { RiskLevel } from './risk-score.ts'

const LEVEL_STYLE: Record<RiskLevel, string> = {
  Low: 'from-emerald-500 to-teal-500',
  Medium: 'from-amber-400 to-yellow-500',
  High: 'from-orange-500 to-red-500',
  Critical: 'from-red-600 to-pink-600',
}

/** Analyses the result after SPEC's 1.5 s delay; a new result starts the analysis again. */
export function usePrivacyAnalysis(
  result: SearchResult | null,
  ready: boolean,
): PrivacyAnalysis | null {
  const [analysis, setAnalysis] = useState<PrivacyAnalysis | null>(null)
  useEffect(() => {
    setAnalysis(null)
    if (!result || !ready) return
    const timer = setTimeout(() => setAnalysis(analysePrivacy(result)), PRIVACY_ANALYSIS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [result, ready])
  return analysis
}

/**
 * The overview concludes only from verdicts: below the coverage floor it shows no score or
 * level, only that exposure could not be assessed.
 */
export function PrivacyOverviewCard({
  analysis,
  coverage,
  coverageNote,
}: {
  analysis: PrivacyAnalysis | null
  coverage: Coverage
  coverageNote: React.ReactNode
}) {
  if (!coverage.sufficient) {
    return (
      <section
        aria-labelledby="privacy-overview-title"
        className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
        data-testid="exposure-unassessed"
      >
        <h2 id="privacy-overview-title" className="flex items-center gap-2 text-2xl font-black">
          <HelpCircle className="h-6 w-6 text-amber-600" aria-hidden="true" />
          We could not assess exposure
        </h2>
        <p className="mt-2 text-slate-600">
          Too few platforms gave a clear answer to say how exposed this is, so there is no risk
          score. The Detailed and Technical tabs show what each check ran into.
        </p>
        <div className="mt-3">{coverageNote}</div>
      </section>
    )
  }
  if (!analysis) {
    return (
      <section
        className="flex items-center gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
        role="status"
      >
        <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />
        <p className="font-semibold text-slate-700">Analyzing their privacy exposure...</p>
      </section>
    )
  }
  const { risk, overview } = analysis
  return (
    <section
      aria-labelledby="privacy-overview-title"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      {!analysis.ok && (
        <div
          role="alert"
          className="flex items-start gap-2 bg-amber-50 px-6 py-3 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-bold">{PRIVACY_OVERVIEW_MESSAGES.errorTitle}</p>
            <p>
              {PRIVACY_OVERVIEW_MESSAGES.failed}. {PRIVACY_OVERVIEW_MESSAGES.fallback}
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <div
          className={`flex h-28 w-28 shrink-0 flex-col items-center justify-center rounded-3xl bg-gradient-to-br text-white shadow-lg ${LEVEL_STYLE[risk.level]}`}
          data-testid="risk-score"
        >
          <span className="text-4xl font-black">{risk.score}</span>
          <span className="text-xs font-semibold opacity-90">/ 100</span>
        </div>
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-slate-500 uppercase">
            <ShieldAlert className="h-4 w-4" aria-hidden="true" /> Privacy risk:{' '}
            <span data-testid="risk-level" className="text-slate-900">
              {risk.level}
            </span>
          </p>
          <h2 id="privacy-overview-title" className="mt-1 text-2xl font-black">
            {overview.title}
          </h2>
          <p className="mt-1 text-slate-600">{overview.summary}</p>
          <div className="mt-2">{coverageNote}</div>
        </div>
      </div>
      <div className="grid gap-6 border-t border-slate-100 p-6 md:grid-cols-2">
        <List title="Key findings" items={overview.keyFindings} empty="Nothing stood out." />
        <List
          title="Risk factors"
          items={overview.riskFactors}
          empty="No particular risk factors."
        />
      </div>
    </section>
  )
}

export function List({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase">{title}</h3>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </div>
  )
}
