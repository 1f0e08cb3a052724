/**
 * Platform and provider text is untrusted: the cleaners that make it safe to show, and to put
 * in an export, on either side.
 */

/**
 * C0 and C1 control characters, plus the Unicode bidirectional overrides and isolates, which
 * can make untrusted text display in a different order than it reads.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g
const WHITESPACE_CONTROLS = /[\t\n\v\f\r]+/g

/** Strips control characters (line breaks become spaces) and trims. */
export function cleanText(value: string): string {
  return value.replace(WHITESPACE_CONTROLS, ' ').replace(CONTROL_CHARACTERS, '').trim()
}

/** Placeholders some providers generate when they know nothing real. */
const PLACEHOLDER_USERNAMES = new Set(['user', 'finance'])
const LETTERS_USER_DIGITS = /^[a-z]+_user\d+$/

export function isPlaceholderUsername(username: string): boolean {
  const value = username.toLowerCase()
  return (
    value.endsWith('_user') || PLACEHOLDER_USERNAMES.has(value) || LETTERS_USER_DIGITS.test(value)
  )
}

/** Platform data is untrusted: only http(s) addresses become links or images. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}
