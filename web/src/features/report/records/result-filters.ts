/**
 * SPEC 5 Result filtering: the small predicates and cleaners the normaliser applies to
 * provider and platform data before anything reaches a person's screen.
 */

export { cleanText, isPlaceholderUsername } from '../../../../../shared/untrusted-text.ts'

const PLACEHOLDER_NAMES = new Set(['finance', 'user', 'unknown', 'null', 'undefined', 'n/a'])

export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER_NAMES.has(name.toLowerCase())
}

export function isIgnoredLocation(location: string): boolean {
  return location.toLowerCase() === 'hk, hk, address'
}

export function isIgnoredBio(bio: string): boolean {
  return bio.toLowerCase() === 'busy'
}

export function isEmailHint(value: string): boolean {
  return value.includes('@')
}

/** Only http(s) addresses may become links or images. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * SPEC 5's platforms whose data is not a social account, by the provider's keys and the
 * streaming variant's names: for a module that does not say what it found (`finding`), as
 * the Etsy checks do not.
 */
export const NON_SOCIAL_PLATFORMS: ReadonlySet<string> = new Set([
  'hibp',
  'breach',
  'whoxy',
  'whois',
  'pimeyes',
  'face search',
  'maps',
  'apple',
  'microsoft',
  'firefox',
  'adobe',
  'wix',
  'wordpress',
  'etsy',
  'callapp',
  'truecaller',
])

/** 'Face_Search' and 'face-search' both match 'face search'. */
export function platformKey(name: string): string {
  return name.toLowerCase().replace(/[_-]+/g, ' ').trim()
}

/** Pass the module key and its display name; either may match. */
export function isNonSocialPlatform(...names: string[]): boolean {
  return names.some((name) => NON_SOCIAL_PLATFORMS.has(platformKey(name)))
}
