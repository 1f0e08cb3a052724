import type { HttpResponse, UnknownReason } from '../types.ts'
import type { SiteEntry } from './schema.ts'

export type Judgement =
  | { verdict: 'present' }
  | { verdict: 'absent' }
  | { verdict: 'unknown'; reason: UnknownReason; message: string }

const PRESENT: Judgement = { verdict: 'present' }
const ABSENT: Judgement = { verdict: 'absent' }

/**
 * Applies a site's rule to an answer that already passed the shared block-page detection.
 * Only a clear signal is a verdict: an answer that shows neither the profile nor the
 * "no such user" signal, or both at once, is unknown.
 */
export function judge(
  entry: Pick<SiteEntry, 'detect' | 'unknownMarkers'>,
  res: Pick<HttpResponse, 'status' | 'url' | 'text'>,
): Judgement {
  for (const [marker, reason] of Object.entries(entry.unknownMarkers ?? {})) {
    if (res.text.includes(marker)) {
      return {
        verdict: 'unknown',
        reason,
        message: `the site showed a ${reason.replace('_', ' ')} page`,
      }
    }
  }
  const rule = entry.detect
  // An explicit not-found status is the site's own answer; markers cannot outvote it.
  if (rule.absentStatus?.includes(res.status)) return ABSENT
  const presentMarker = rule.presentMarkers
    ? rule.presentMarkers.some((m) => res.text.includes(m))
    : undefined
  const absentSignal =
    rule.absentMarkers?.some((m) => res.text.includes(m)) ||
    rule.absentUrls?.some((u) => res.url.includes(u))
  if (absentSignal) {
    return presentMarker
      ? {
          verdict: 'unknown',
          reason: 'blocked',
          message: `conflicting answer (HTTP ${res.status}): both profile and not-found signals`,
        }
      : ABSENT
  }
  if (rule.presentStatus.includes(res.status) && presentMarker !== false) return PRESENT
  return {
    verdict: 'unknown',
    reason: 'blocked',
    message: `unrecognised answer (HTTP ${res.status}): neither a profile nor a not-found page`,
  }
}
