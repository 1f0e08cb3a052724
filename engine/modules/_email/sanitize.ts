import { decodeEntities } from '../../sites/html.ts'

/**
 * Provider answers are untrusted: whatever they hold reaches a person's screen. Text keeps
 * only its words: markup goes (script and style with their content), entities are decoded
 * and markup they spelled out goes too, control and bidirectional-override characters are
 * removed, whitespace is collapsed.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
/** Direction marks, overrides and isolates: they can make text read in another order. */
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const MAX_TEXT = 2000

function stripTags(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
}

/** A provider value as plain text, or undefined when nothing readable is left. */
export function sanitizeText(raw: unknown): string | undefined {
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw)
  if (typeof raw !== 'string') return undefined
  const text = stripTags(decodeEntities(stripTags(raw)))
    .replace(CONTROLS, '')
    .replace(BIDI, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT)
  return text === '' ? undefined : text
}

/** A provider URL when it is an absolute http(s) URL, otherwise undefined. */
export function sanitizeUrl(raw: unknown): string | undefined {
  const text = sanitizeText(raw)
  if (!text) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}
