/** SPEC 9's follower display, visibility bands and confidence colour bands. */

/**
 * SPEC 9: 1,000+ as K and 1,000,000+ as M with one decimal. The decimal is truncated, not
 * rounded, so 999,999 reads 999.9K rather than a misleading 1000.0K.
 */
export function formatFollowers(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0'
  const oneDecimal = (value: number) => (Math.floor(value * 10) / 10).toFixed(1)
  if (count >= 1_000_000) return `${oneDecimal(count / 1_000_000)}M`
  if (count >= 1_000) return `${oneDecimal(count / 1_000)}K`
  return String(Math.floor(count))
}

export type Visibility = 'high' | 'noticed' | 'low'
export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  high: 'High visibility',
  noticed: 'Getting noticed',
  low: 'Low profile',
}

/** SPEC 9: above 10,000 is high visibility, above 1,000 is getting noticed. */
export function followerVisibility(count: number): Visibility {
  if (count > 10_000) return 'high'
  if (count > 1_000) return 'noticed'
  return 'low'
}

export type ConfidenceColour = 'red' | 'green' | 'yellow' | 'grey'

/**
 * SPEC 9: above 0.8 is red where high confidence means exposure (the privacy view) and green
 * where it means trustworthy data (the data view); above 0.5 is yellow; else grey.
 */
export function confidenceColour(confidence: number, view: 'exposure' | 'trust'): ConfidenceColour {
  if (confidence > 0.8) return view === 'exposure' ? 'red' : 'green'
  if (confidence > 0.5) return 'yellow'
  return 'grey'
}
