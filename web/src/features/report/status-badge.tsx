import type { ModuleResult } from '../../../../shared/module-result.ts'

const STYLES: Record<ModuleResult['status'], [string, string]> = {
  found: ['Data Found', 'bg-emerald-100 text-emerald-800'],
  not_found: ['No Data', 'bg-slate-100 text-slate-600'],
  error: ['Error', 'bg-red-100 text-red-700'],
  unknown: ["Couldn't tell", 'bg-amber-100 text-amber-800'],
}

const REASONS: Record<string, string> = {
  blocked: 'blocked',
  captcha: 'captcha',
  rate_limited: 'rate limited',
  login_wall: 'login wall',
  timeout: 'timed out',
  unrecognised: 'unrecognised answer',
  site_unreliable: 'site unreliable',
}

export function StatusBadge({ result }: { result: ModuleResult }) {
  const [label, style] = STYLES[result.status]
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${style}`}
      title={result.message}
    >
      {label}
      {result.status === 'unknown' && result.reason
        ? ` · ${REASONS[result.reason] ?? result.reason}`
        : ''}
    </span>
  )
}
