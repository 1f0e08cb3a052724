import { AlertTriangle } from 'lucide-react'
import type { QueryType } from '../../../../../shared/module-result.ts'
import type { ReportCounts } from '../../../../../shared/report-counts.ts'
import type { CouldNotTell } from '../../../../../shared/reasons.ts'

const WHAT: Record<QueryType, string> = {
  email: 'email address',
  phone: 'phone number',
  username: 'username',
}

/** Which side failed, as far as the reasons tell; "most" only when some platforms did answer. */
function whatHappened(reason: CouldNotTell | undefined, type: QueryType, all: boolean): string {
  switch (reason) {
    case 'unreachable':
      return `Our servers could not reach ${all ? 'any of the platforms' : 'most platforms'} just now. That is a network problem on our side, not an answer about this ${WHAT[type]}.`
    case 'timeout':
      return all ? 'No platform answered in time.' : 'Most platforms did not answer in time.'
    case 'rate_limited':
    case 'blocked':
    case 'captcha':
    case 'login_wall':
      return `${all ? 'Every platform' : 'Most platforms'} turned our requests away or asked for a captcha.`
    case 'site_unreliable':
      return `${all ? "Every platform's check" : "Most platforms' checks"} failed ${all ? 'its' : 'their'} self-test just now, so we set ${all ? 'its answer' : 'their answers'} aside.`
    default:
      return all
        ? 'No platform could give a clear answer.'
        : 'Most platforms could not give a clear answer.'
  }
}

/**
 * Said plainly when most checks could not answer: what happened, that trying later may work,
 * and whether the credit came back. Nothing here is a finding about the person.
 */
export function LowCoverageNotice({
  type,
  counts,
  refunded,
}: {
  type: QueryType
  counts: ReportCounts
  refunded: boolean
}) {
  const main = (Object.entries(counts.byReason) as [CouldNotTell, number][]).sort(
    (a, b) => b[1] - a[1],
  )[0]?.[0]
  if (counts.platforms === 0) {
    // Nothing was asked of any platform: no failure to blame, only what the report rests on.
    const ruled =
      counts.nameRule > 0
        ? `This name breaks the username rules of ${counts.nameRule === 1 ? 'the one platform' : `all ${counts.nameRule.toLocaleString('en-US')} platforms`} we could ask, so no account there can have it.`
        : ''
    const facts =
      counts.facts > 0
        ? type === 'phone'
          ? `No platform holds accounts by ${WHAT[type]} that we can ask without telling its owner, so this report has only facts about the ${WHAT[type]} itself.`
          : `No platform was asked, so this report has only facts about the ${WHAT[type]} itself.`
        : ''
    return (
      <p
        className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900"
        role="status"
        data-testid="low-coverage-notice"
      >
        {[ruled, facts || (ruled ? '' : 'No platform was asked.')].filter(Boolean).join(' ')}
        {refunded ? ' Your credit has been given back.' : ''}
      </p>
    )
  }
  return (
    <div
      className="mt-4 flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
      role="status"
      data-testid="low-coverage-notice"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 flex-none" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          {whatHappened(main, type, counts.found + counts.notFound === 0)}
        </p>
        <p>
          Please try again in a few minutes.
          {refunded ? ' Nothing could be told, so your credit has been given back.' : ''}
        </p>
      </div>
    </div>
  )
}
