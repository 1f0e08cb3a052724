import { useState } from 'react'
import { Bug, ChevronDown, ChevronUp, Copy } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { DismissButton } from '../../components/ui/dismiss-button.tsx'
import { useCopy } from '../../lib/use-copy.ts'
import { scrollToPricing, type LandingError } from './use-landing-signals.ts'

export function DebugErrorPanel({
  error,
  onDismiss,
}: {
  error: LandingError
  onDismiss: () => void
}) {
  const [open, setOpen] = useState(false)
  const [copied, copy] = useCopy()
  const details = error.details === undefined ? null : JSON.stringify(error.details, null, 2)
  const text = `Error: ${error.message}\nTime: ${new Date().toISOString()}${details ? `\nDetails: ${details}` : ''}`

  return (
    <section
      role="alert"
      className="mx-auto mt-6 w-full max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-5 text-left shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Bug className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <h2 className="font-bold text-red-800">Debug Information</h2>
            <p className="mt-1 text-red-700">{error.message}</p>
          </div>
        </div>
        <DismissButton onDismiss={onDismiss} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {details && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? <ChevronUp className="h-4 w-4" /> : <ChevronDown className="h-4 w-4" />}
            {open ? 'Hide Details' : 'Show Details'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void copy(text)}>
          <Copy className="h-4 w-4" />
          {copied ? 'Copied!' : 'Copy Error Details'}
        </Button>
        {/credit/i.test(error.message) && (
          <Button onClick={scrollToPricing}>Buy Search Credits</Button>
        )}
      </div>
      {open && details && (
        <pre className="mt-4 max-h-64 overflow-auto rounded-lg bg-white p-3 text-xs whitespace-pre-wrap text-slate-700 ring-1 ring-red-100">
          {details}
        </pre>
      )}
    </section>
  )
}
