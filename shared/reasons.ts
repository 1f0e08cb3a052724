/**
 * Why a check could not tell, as people read it: a closed list of reasons, each one plain
 * sentence. Raw messages (a socket's error text, a status code) stay in the Technical tab.
 */
import type { ModuleResult, UnknownReason } from './module-result.ts'

export type CouldNotTell = UnknownReason | 'failed'

/** The reason's name, for a badge or a group's title. */
export const REASON_LABELS: Readonly<Record<CouldNotTell, string>> = {
  blocked: 'Blocked',
  captcha: 'Asked for a captcha',
  rate_limited: 'Too many requests',
  login_wall: 'Members only',
  timeout: 'No answer in time',
  unrecognised: 'Unclear answer',
  site_unreliable: 'Check set aside',
  unreachable: 'Could not be reached',
  failed: 'Check failed',
}

/** One plain sentence per reason. */
export const REASON_SENTENCES: Readonly<Record<CouldNotTell, string>> = {
  blocked: 'The platform turned our request away.',
  captcha: 'The platform asked us to prove we are human before it would answer.',
  rate_limited: 'The platform is limiting how often it can be asked; it may answer later.',
  login_wall: 'The platform shows this only to members who are signed in.',
  timeout: 'The platform did not answer in time.',
  unrecognised:
    'The platform answered with a page that was neither a profile nor its "no such account" page.',
  site_unreliable:
    "This platform's check failed its self-test just now, so we set its answer aside.",
  unreachable: 'We could not reach the platform from our servers.',
  failed: 'The check itself failed, so nothing was learned.',
}

/** The order groups are shown in: the ones a person can act on (try later) first. */
export const REASON_ORDER: readonly CouldNotTell[] = [
  'unreachable',
  'timeout',
  'rate_limited',
  'blocked',
  'captcha',
  'login_wall',
  'unrecognised',
  'site_unreliable',
  'failed',
]

/** A result that could not tell, by its closed reason. */
export function reasonOf(result: Pick<ModuleResult, 'status' | 'reason'>): CouldNotTell {
  if (result.status === 'unknown' && result.reason) return result.reason
  return 'failed'
}
