/**
 * How much of a search could tell: the report concludes only from verdicts, and says on what
 * share of its checks it stands. Local checks (an address's syntax and mail servers, a
 * number's format) describe the query itself: they are never coverage and never a finding.
 */
import type { Evidence, ModuleResult, ResultStatus } from './module-result.ts'

type Verdictish = { status: ResultStatus | string; local?: true; evidence?: Evidence }

/** A verdict proven by a platform's own answer (not a local rule, not a guess). */
export function isPlatformVerdict(result: Verdictish): boolean {
  return (
    (result.status === 'found' || result.status === 'not_found') &&
    !result.local &&
    result.evidence?.url !== undefined
  )
}

/**
 * A "no such account" decided by the platform's own username rule, with no request: the name
 * cannot exist there. Not an answer from the platform, and not a check that asked it.
 */
export function isNameRule(result: Verdictish): boolean {
  return (
    result.status === 'not_found' &&
    !result.local &&
    result.evidence !== undefined &&
    result.evidence.url === undefined
  )
}

/**
 * Below this share of platform checks with a verdict, the report draws no conclusion about
 * exposure: a "low risk" read from a third of the platforms would be a guess.
 */
export const COVERAGE_FLOOR = 0.5

export interface Coverage {
  /** Checks that ask a platform (local checks and name rules excluded). */
  checks: number
  /** Of those, the ones that gave a verdict with proof. */
  answered: number
  /** Checks skipped because the site's check failed its run-time self-test. */
  unreliable: number
  /** Checks that could not tell for any other reason (walls, timeouts, errors). */
  couldNotTell: number
  /** True when the report may conclude: at least COVERAGE_FLOOR of the checks answered. */
  sufficient: boolean
}

export function coverageOf(
  results: readonly Pick<ModuleResult, 'status' | 'local' | 'evidence' | 'reason'>[],
): Coverage {
  const platform = results.filter((r) => !r.local && !isNameRule(r))
  const answered = platform.filter(isPlatformVerdict).length
  const unreliable = platform.filter((r) => r.reason === 'site_unreliable').length
  return {
    checks: platform.length,
    answered,
    unreliable,
    couldNotTell: platform.length - answered - unreliable,
    sufficient: platform.length > 0 && answered / platform.length >= COVERAGE_FLOOR,
  }
}

/** "Based on 212 of 545 checks", for the overview. */
export function coverageLine(coverage: Coverage): string {
  const of = `${coverage.answered.toLocaleString('en-US')} of ${coverage.checks.toLocaleString('en-US')}`
  return `Based on ${of} ${coverage.checks === 1 ? 'check' : 'checks'}`
}

/** How many were skipped as unreliable, said plainly; empty when none were. */
export function unreliableLine(coverage: Coverage): string {
  if (coverage.unreliable === 0) return ''
  return coverage.unreliable === 1
    ? '1 check was skipped: that site is not answering reliably right now.'
    : `${coverage.unreliable.toLocaleString('en-US')} checks were skipped: those sites are not answering reliably right now.`
}

/** Nothing that asked a platform got a verdict: the search told nothing and is refunded. */
export function toldNothing(results: readonly Verdictish[]): boolean {
  return !results.some(isPlatformVerdict)
}
