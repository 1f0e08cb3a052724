/**
 * The query as one URL path segment, or undefined when it cannot be one: a name made only of
 * dots ("." or "..") would be read as a relative step by every URL parser, even percent-
 * encoded, and so change which path is asked. No platform served by these modules allows
 * such a name, so callers answer not_found for it.
 */
export function pathSegment(query: string): string | undefined {
  return /^\.+$/.test(query) ? undefined : encodeURIComponent(query)
}
