/**
 * What the `sealed_query` column holds: the query alone, or, for a re-check, the query and the
 * platforms to ask, after a NUL (which no query can hold: shared/hidden-characters.ts), so the
 * list travels sealed with the query and rows written before re-checks existed read unchanged.
 */
const MARK = '\u0000'

export function packQuery(query: string, modules?: readonly string[]): string {
  return modules ? `${MARK}${JSON.stringify({ query, modules })}` : query
}

export function unpackQuery(plain: string): { query: string; modules?: string[] } {
  if (!plain.startsWith(MARK)) return { query: plain }
  const { query, modules } = JSON.parse(plain.slice(MARK.length)) as {
    query: string
    modules: string[]
  }
  return { query, modules }
}
