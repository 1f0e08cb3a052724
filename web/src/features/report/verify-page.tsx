import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { BadgeCheck, FileQuestion, FileWarning, ShieldAlert, Upload } from 'lucide-react'
import type { ReportVerification } from '../../../../shared/report-export.ts'
import { SiteFooter } from '../../components/site-footer.tsx'
import { Link } from '../../lib/router.tsx'
import { ResultsHeader } from './results-states.tsx'
import { RecheckPanel } from './verify/recheck-panel.tsx'
import { verifyReportText, type Checked } from './verify/verify-report.ts'

const when = (iso: string | undefined) =>
  iso && Number.isFinite(Date.parse(iso))
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : undefined

/**
 * /verify: upload a report export and hear whether it is exactly what this deployment
 * produced, and when; from there, re-check the accounts it found.
 */
export function VerifyPage() {
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [fileName, setFileName] = useState<string | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (!file) return
    setBusy(true)
    setChecked(null)
    setFailed(null)
    setFileName(file.name)
    try {
      setChecked(await verifyReportText(await file.text()))
    } catch {
      setFailed("We couldn't check that file just now. Give it another go in a moment.")
    } finally {
      setBusy(false)
      e.target.value = ''
    }
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <section className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
          <div className="space-y-2">
            <h1 className="text-2xl font-extrabold text-slate-900">Verify a report</h1>
            <p className="text-slate-600">
              Download JSON on a report gives you a file we signed. Drop one in and we'll tell you
              whether it's exactly what we produced (not one byte changed), and when. The file is
              checked, not kept.
            </p>
          </div>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center hover:border-brand-500 focus-within:border-brand-600"
          >
            <Upload className="h-6 w-6 text-brand-700" aria-hidden="true" />
            <span className="font-semibold text-slate-900">
              {busy ? 'Checking...' : 'Choose a report file (.json)'}
            </span>
            <span className="text-sm text-slate-500">The one from Download JSON on a report.</span>
            <input
              id={inputId}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void onFile(e)}
            />
          </label>
          {failed && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {failed}
            </p>
          )}
          {checked && <Verdict checked={checked} fileName={fileName} />}
        </section>
        {checked?.kind === 'checked' && checked.report && (
          <RecheckPanel
            type={checked.report.type}
            query={checked.report.query}
            results={checked.report.results}
          />
        )}
        <p className="text-sm text-slate-500">
          Checking with a script? <code>npm run lookup -- verify report.json</code> does the same,
          and the key is public at{' '}
          <a
            className="font-medium text-brand-700 hover:underline"
            href="/.well-known/report-signing-key"
          >
            /.well-known/report-signing-key
          </a>
          .{' '}
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            Back to searching
          </Link>
        </p>
      </main>
      <SiteFooter />
    </div>
  )
}

function Verdict({ checked, fileName }: { checked: Checked; fileName: string | null }) {
  const name = fileName ? <span className="[overflow-wrap:anywhere]">{fileName}</span> : 'This file'
  if (checked.kind === 'not_json')
    return (
      <Box tone="bad" icon={<FileQuestion className="h-6 w-6" aria-hidden="true" />}>
        <strong>That's not a report.</strong> {name} isn't JSON at all. Pick the .json file that
        Download JSON gave you.
      </Box>
    )
  const v = checked.verification
  switch (v.verdict) {
    case 'exact':
      return (
        <Box tone="good" icon={<BadgeCheck className="h-6 w-6" aria-hidden="true" />}>
          <strong>Exactly what we produced.</strong> {name} came from{' '}
          <span className="[overflow-wrap:anywhere]">{v.deployment}</span>
          {v.completed_at ? `, searched ${when(v.completed_at)}` : ''}
          {v.signed_at ? ` and signed ${when(v.signed_at)}` : ''}. Not a byte has changed since.
          <Details v={v} />
        </Box>
      )
    case 'changed':
      return (
        <Box tone="bad" icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}>
          <strong>Changed since we signed it.</strong> Something in {name} (a verdict, a date, maybe
          one letter) differs from what we produced. Don't rely on it.
        </Box>
      )
    case 'other_key':
      return (
        <Box tone="bad" icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}>
          <strong>Not signed by us.</strong> {name} carries someone else's signature: another
          SnoopLens deployment, or anyone at all. We can't vouch for it.
        </Box>
      )
    case 'unsigned':
      return (
        <Box tone="warn" icon={<FileWarning className="h-6 w-6" aria-hidden="true" />}>
          <strong>No signature.</strong> {name} isn't signed, so there's no telling who made it or
          what changed. Only the Download JSON of a report we still held comes signed.
        </Box>
      )
    default:
      return (
        <Box tone="bad" icon={<FileQuestion className="h-6 w-6" aria-hidden="true" />}>
          <strong>That's not a report.</strong> {name} is JSON, but not a SnoopLens report export.
        </Box>
      )
  }
}

function Details({ v }: { v: ReportVerification }) {
  if (!v.type || v.query === undefined) return null
  return (
    <span className="mt-2 block text-sm">
      It's a {v.type} search for{' '}
      <span className="font-semibold [overflow-wrap:anywhere]">{v.query}</span> that found{' '}
      {v.found === 1 ? '1 account' : `${v.found ?? 0} accounts`}.
    </span>
  )
}

const TONES = {
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-900 ring-red-200',
}

function Box(props: { tone: keyof typeof TONES; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid="verify-verdict"
      className={`flex gap-3 rounded-xl p-4 ring-1 ${TONES[props.tone]}`}
    >
      <span className="shrink-0">{props.icon}</span>
      <p>{props.children}</p>
    </div>
  )
}
