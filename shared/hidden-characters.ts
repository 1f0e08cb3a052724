/**
 * Characters a person cannot see but a lookup would send: control characters (NUL and the
 * rest of Cc) and format characters (Cf: zero-width spaces and joiners U+200B–U+200D, the
 * word joiner U+2060, a BOM U+FEFF inside the text, direction marks U+200E/U+200F, embeddings
 * and overrides U+202A–U+202E, isolates U+2066–U+2069, soft hyphens…). Two queries that look
 * the same would be different searches, and a direction override makes one text look like
 * another.
 */
const HIDDEN = /[\p{Cc}\p{Cf}]/u
/** A run of percent escapes: an email may carry `%`, and `%00` is a NUL once decoded. */
const ESCAPES = /(?:%[0-9a-f]{2})+/gi

/** The bytes a run of escapes stands for, as text (Latin-1 when they are not UTF-8). */
function decodeEscapes(run: string): string {
  try {
    return decodeURIComponent(run)
  } catch {
    return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
  }
}

/** Whether the text holds a hidden character, as itself or percent-encoded. */
export function hasHiddenCharacters(text: string): boolean {
  if (HIDDEN.test(text)) return true
  return (text.match(ESCAPES) ?? []).some((run) => HIDDEN.test(decodeEscapes(run)))
}
