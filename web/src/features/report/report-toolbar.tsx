import { Download, Eye, EyeOff, FileText } from 'lucide-react'
import { leadsAndGroups } from '../../../../shared/leads-and-groups.ts'
import type { QueryType } from '../../../../shared/module-result.ts'
import { QUERY_WORDS } from '../../../../shared/evidence-kind.ts'
import { outcomeLine, reportOutcome } from '../../../../shared/report-outcome.ts'
import { Button } from '../../components/ui/button.tsx'
import { TabList } from '../../components/ui/tab-list.tsx'
import { cleanupChecklist } from './cleanup/cleanup-checklist.ts'
import type { Report } from './use-report.ts'
import { downloadText, signedExport } from './verify/signed-export.ts'

export const REPORT_TABS = [
  ['overview', 'Overview'],
  ['detailed', 'Detailed'],
  ['technical', 'Technical'],
  ['recommendations', 'Recommendations'],
] as const
export type ReportTab = (typeof REPORT_TABS)[number][0]

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The report's tabs, and what can be done with it: adult sites, Save PDF, Download JSON. */
export function ReportToolbar(props: {
  type: QueryType
  query: string
  report: Report
  tab: ReportTab
  onTab: (tab: ReportTab) => void
  onPrint: () => void
  /** The search's id: its signed export, kept or fetched, is what Download JSON saves. */
  reportId?: string
}) {
  const { type, query, report, tab } = props
  const { complete, adultCount, showAdult } = report
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      {/* Two rows of two on a phone: every section in sight, nothing scrolled away. */}
      <TabList
        label="Report sections"
        idPrefix="report-tab"
        tabs={REPORT_TABS}
        value={tab}
        onChange={props.onTab}
        className="grid w-full grid-cols-2 gap-1 rounded-2xl bg-white p-1 ring-1 ring-slate-200 sm:flex sm:w-auto"
        tabClassName={(selected) =>
          `rounded-xl px-3 py-2 text-sm font-bold ${selected ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`
        }
      />
      <div className="flex flex-wrap gap-2">
        {adultCount > 0 && (
          <Button variant="secondary" onClick={report.toggleAdult}>
            {showAdult ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
            {showAdult ? 'Hide adult sites' : `Show adult sites (${adultCount})`}
          </Button>
        )}
        <Button variant="secondary" onClick={props.onPrint} disabled={!complete}>
          <FileText className="h-4 w-4" aria-hidden="true" /> Save PDF
        </Button>
        <Button
          variant="secondary"
          disabled={!complete}
          onClick={async () => {
            const name = `snooplens-${type}-${new Date().toISOString().slice(0, 10)}.json`
            const signed = props.reportId ? await signedExport(props.reportId) : null
            if (signed) return downloadText(name, signed)
            // No signed copy (the server forgot the search before one was kept): the page's own.
            downloadJson(name, {
              type,
              query,
              // The page's counts: platforms (adult sites as shown), facts about the query apart.
              counts: report.counts,
              // What the report amounts to, in the words History and the CLI use.
              summary: outcomeLine(
                reportOutcome(report.state.results, report.counts),
                QUERY_WORDS[type],
              ),
              results: report.state.results,
              report: report.normalised.result,
              // The found accounts, most exposed first, each with how to delete it.
              cleanup: cleanupChecklist(report.visible),
              ...leadsAndGroups(report.visible),
            })
          }}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Download JSON
        </Button>
      </div>
    </div>
  )
}
