import { decodeAttribute, metaTags } from '../../sites/html.ts'

/**
 * Small readers for the answers of sign-up and sign-in forms. Platforms answer these checks
 * with whatever their form library speaks: a JSON object, a bare JSON literal (jQuery
 * Validation's "remote" rule answers `true` or an error message as a JSON string), or the
 * re-rendered HTML form. None of these readers decides anything: they only take values out.
 */

/** A parsed JSON object, or undefined for anything else (null, a list, a bare value). */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** The body parsed as JSON, or undefined when it is not JSON (a wall's HTML page). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The page's `<meta name="csrf-token">`, as Rails and Laravel pages carry it. */
export function csrfMeta(html: string): string | undefined {
  return metaTags(html).get('csrf-token') || undefined
}

/**
 * The value of the first `<input>` named `name` (a hidden form token), decoded. Attribute
 * order does not matter; a field without a value gives undefined.
 */
export function inputValue(html: string, name: string): string | undefined {
  for (const [tag] of html.matchAll(/<input\s[^>]*>/gi)) {
    const field = /\sname\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag)
    if ((field?.[1] ?? field?.[2]) !== name) continue
    const value = /\svalue\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag)
    const raw = value?.[1] ?? value?.[2]
    return raw ? decodeAttribute(raw) : undefined
  }
  return undefined
}
