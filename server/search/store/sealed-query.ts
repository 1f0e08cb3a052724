/**
 * What the `sealed_query` column holds: the query alone, or, with the query as typed or (for a
 * re-check) the platforms to ask, all of it after a NUL (which no query can hold:
 * shared/hidden-characters.ts), so they travel sealed with the query and rows written before
 * either existed read unchanged.
 */
const MARK = '\u0000'

interface Packed {
  query: string
  typed?: string
  modules?: string[]
}

export function packQuery(query: string, modules?: readonly string[], typed?: string): string {
  if (!modules && !typed) return query
  return `${MARK}${JSON.stringify({ query, ...(typed ? { typed } : {}), ...(modules ? { modules } : {}) })}`
}

export function unpackQuery(plain: string): Packed {
  if (!plain.startsWith(MARK)) return { query: plain }
  const { query, typed, modules } = JSON.parse(plain.slice(MARK.length)) as Packed
  return { query, ...(typed ? { typed } : {}), ...(modules ? { modules } : {}) }
}
