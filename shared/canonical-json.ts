/**
 * The one text of a JSON value that a signature covers: object keys sorted by their UTF-16
 * code units, no whitespace, strings and numbers written as JSON.stringify writes them (the
 * ECMAScript forms RFC 8785 also uses). Two documents that parse to the same value, however
 * they were indented or ordered, give the same text; any changed value gives another.
 *
 * Only what JSON can carry is accepted: a NaN, an Infinity, undefined in an array, a function
 * or a class instance (a Date, a Map) is a TypeError rather than a silent rewrite. An object
 * property whose value is undefined is left out, as JSON.stringify and a JSON round trip do.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`)
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) {
    return `[${value
      .map((item: unknown) => {
        if (item === undefined) throw new TypeError('undefined has no JSON form in an array')
        return canonicalJson(item)
      })
      .join(',')}]`
  }
  if (typeof value === 'object' && isPlain(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  throw new TypeError(`a ${typeof value} has no JSON form`)
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}
