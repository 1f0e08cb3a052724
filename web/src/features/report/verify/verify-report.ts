import { ReportExport, ReportVerification } from '../../../../../shared/report-export.ts'
import { api } from '../../../lib/api.ts'

export type Checked =
  | { kind: 'not_json' }
  | {
      kind: 'checked'
      verification: ReportVerification
      /** The file read as a report export (signed or not), for a re-check; null when not. */
      report: ReportExport | null
    }

/** Reads an uploaded file and asks the deployment whether it is exactly what it produced. */
export async function verifyReportText(text: string): Promise<Checked> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text) as unknown
  } catch {
    return { kind: 'not_json' }
  }
  // The file as it is, byte for byte: the server reads it with the same JSON rules.
  const verification = await api('/api/reports/verify', ReportVerification, {
    method: 'POST',
    body: text,
  })
  const report = ReportExport.safeParse(parsed)
  return { kind: 'checked', verification, report: report.success ? report.data : null }
}
