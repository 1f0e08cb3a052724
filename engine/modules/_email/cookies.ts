import type { HttpResponse } from '../../types.ts'

/**
 * Splits the engine's joined `set-cookie` header back into cookies. The client joins repeated
 * headers with ", ", and an Expires date holds ", " too, so split only where a new name=
 * begins.
 */
function splitSetCookie(joined: string): string[] {
  return joined.split(/,\s*(?=[A-Za-z0-9!#$%&'*+.^_`|~-]+=)/)
}

/** The cookies a response set, as name → value. */
export function cookiesFrom(res: HttpResponse): Map<string, string> {
  const jar = new Map<string, string>()
  const header = res.headers['set-cookie']
  if (!header) return jar
  for (const cookie of splitSetCookie(header)) {
    const pair = cookie.split(';', 1)[0] ?? ''
    const eq = pair.indexOf('=')
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
  }
  return jar
}

/** A `cookie` request header carrying the given cookies back. */
export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
