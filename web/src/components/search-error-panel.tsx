import { useEffect, useState } from 'react'
import { AlertOctagon, ChevronDown, ChevronUp, Copy, Mail, RotateCcw } from 'lucide-react'
import {
  ERROR_PANEL_COPY,
  contactSupportHref,
  errorDetailsText,
  retryCountdownLabel,
  type ClassifiedError,
} from '../lib/classify-error.ts'
import { usePublicConfig } from '../lib/session.ts'
import { useCopy } from '../lib/use-copy.ts'
import { Button } from './ui/button.tsx'
import { DismissButton } from './ui/dismiss-button.tsx'

/** Seconds until a retry is allowed, counting down once a second. */
function useCountdown(error: ClassifiedError): number {
  const until = Date.parse(error.timestamp) + (error.retryAfter ?? 0)
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [until])
  return left
}

export function SearchErrorPanel({
  error,
  onRetry,
  onDismiss,
  retrying = false,
  retryLabel = ERROR_PANEL_COPY.tryAgain,
}: {
  error: ClassifiedError
  onRetry?: () => void
  onDismiss?: () => void
  retrying?: boolean
  retryLabel?: string
}) {
  const [open, setOpen] = useState(false)
  const [copied, copy] = useCopy()
  const config = usePublicConfig()
  const left = useCountdown(error)

  return (
    <section
      role="alert"
      aria-label={error.title}
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-left"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <AlertOctagon className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-bold text-red-900">{error.title}</h3>
              <span className="rounded-full bg-red-200/70 px-2 py-0.5 text-[11px] font-bold tracking-wide text-red-800 uppercase">
                {error.type.replace('_', ' ')}
              </span>
              <code className="text-xs text-red-700">{error.code}</code>
            </div>
            <p className="mt-1 text-sm text-red-800">{error.userMessage}</p>
            <p className="mt-1 text-xs text-red-700">
              {new Date(error.timestamp).toLocaleTimeString('en-US', {
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
              })}
            </p>
          </div>
        </div>
        {onDismiss && <DismissButton onDismiss={onDismiss} />}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {error.retryable && onRetry && (
          <Button onClick={onRetry} disabled={retrying || left > 0}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {retrying
              ? ERROR_PANEL_COPY.retrying
              : left > 0
                ? retryCountdownLabel(left)
                : retryLabel}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? <ChevronUp className="h-4 w-4" /> : <ChevronDown className="h-4 w-4" />}
          Technical Details
        </Button>
        <Button variant="secondary" onClick={() => void copy(errorDetailsText(error))}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copied ? 'Copied!' : ERROR_PANEL_COPY.copyDetails}
        </Button>
        {error.contactSupport && config.data && (
          <a
            href={contactSupportHref(config.data.supportEmail, error)}
            className="inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {ERROR_PANEL_COPY.contactSupport}
          </a>
        )}
      </div>
      {open && (
        <pre className="mt-4 max-h-64 overflow-auto rounded-lg bg-white p-3 text-xs whitespace-pre-wrap text-slate-700 ring-1 ring-red-100">
          {errorDetailsText(error)}
        </pre>
      )}
    </section>
  )
}
