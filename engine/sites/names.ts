/**
 * A name as every check compares it: decoded, without a leading @, any case. Case, a leading @
 * and URL-encoding do not make another name, whether a module reads it from a field or the
 * identity check reads it from a page or an address.
 */
export function normaliseName(text: string): string {
  let out = text.trim()
  try {
    out = decodeURIComponent(out)
  } catch {
    // Not URL-encoded: use as it is.
  }
  return out.replace(/^@/, '').toLowerCase()
}
