/**
 * Puts a query into a URL template (`https://example.com/u/{}`) so that no query, however
 * hostile, can change the host or the path structure of the request.
 */

const PLACEHOLDER = '{}'

/** The query cannot be placed without changing the URL's shape (e.g. "." or ".."). */
export class QueryNotPlaceableError extends Error {
  constructor() {
    super('the query cannot be placed in this URL')
    this.name = 'QueryNotPlaceableError'
  }
}

/** Lone surrogates cannot be percent-encoded; like a browser, send U+FFFD instead. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  )
}

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null
  } catch {
    return null
  }
}

const segmentCount = (url: URL) => url.pathname.split('/').length

/** The host a template contacts, or null when it is not http(s) or the query sits in the host. */
export function templateHost(template: string): string | null {
  const a = parse(template.replaceAll(PLACEHOLDER, 'a'))
  const b = parse(template.replaceAll(PLACEHOLDER, 'b'))
  if (!a || !b || a.host !== b.host) return null
  return a.hostname.toLowerCase()
}

/** "." and ".." segments (also spelt %2e): URL parsers resolve them, moving up the path. */
function hasDotSegment(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? ''
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
}

/**
 * Fills the template with the percent-encoded query. Dot segments ("." and "..") are the one
 * thing encoding cannot neutralise, so a query that forms one, or a result whose host or
 * number of path segments differs from the template's, is refused.
 */
export function fillUrl(template: string, query: string): string {
  const filled = template.replaceAll(PLACEHOLDER, () => encodeURIComponent(wellFormed(query)))
  const url = parse(filled)
  const shape = parse(template.replaceAll(PLACEHOLDER, 'x'))
  if (
    !url ||
    !shape ||
    hasDotSegment(filled) ||
    url.host !== shape.host ||
    segmentCount(url) !== segmentCount(shape)
  ) {
    throw new QueryNotPlaceableError()
  }
  return url.href
}

/**
 * A form body gets the URL-encoded query; in a JSON body the query is a plain string value.
 * (Replacements are functions so that a `$&` in the query stays literal.)
 */
export function fillBody(
  body: string | Record<string, unknown>,
  query: string,
): string | Record<string, unknown> {
  const safe = wellFormed(query)
  if (typeof body === 'string') return body.replaceAll(PLACEHOLDER, () => encodeURIComponent(safe))
  return fillJson(body, safe) as Record<string, unknown>
}

function fillJson(value: unknown, query: string): unknown {
  if (typeof value === 'string') return value.replaceAll(PLACEHOLDER, () => query)
  if (Array.isArray(value)) return value.map((v) => fillJson(v, query))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, query)]))
  }
  return value
}
