/**
 * Which account a URL of a site is the address of, read against the site's own profile URL
 * template (`https://example.com/u/{}`). The identity check uses it to tell the asked account's
 * page from another account's: a canonical URL, a redirect or a link that fits the template
 * names an account, whoever it is.
 */

const SENTINEL = 'zz0account0zz'

/** Paths that fit a template at the root (`https://example.com/{}`) but are pages, not people. */
const ROUTES = new Set([
  '',
  'about',
  'account',
  'accounts',
  'explore',
  'help',
  'home',
  'index',
  'index.html',
  'index.php',
  'login',
  'members',
  'people',
  'profile',
  'profiles',
  'register',
  'search',
  'settings',
  'signin',
  'signup',
  'u',
  'user',
  'users',
])

/** The name as the identity check compares it: decoded, without a leading @, any case. */
export function normaliseName(text: string): string {
  let out = text.trim()
  try {
    out = decodeURIComponent(out)
  } catch {
    // Not URL-encoded: use as it is.
  }
  return out.replace(/^@/, '').toLowerCase()
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/'

export interface ProfileMatch {
  /** The account the URL is the address of, as the identity check compares names. */
  account: string
  /** A page below the profile (`/u/alice/followers`, `/u/alice?tab=posts`), not the profile. */
  deeper: boolean
}

/** Reads accounts out of a site's URLs; made once per site from its profile URL template. */
export interface ProfileAddress {
  match(url: string, base?: string): ProfileMatch | null
}

/**
 * A matcher for the template's shape: the same host (www. aside) and the same path around the
 * name, or the same query parameter holding it. A template the name cannot be read back from
 * matches nothing.
 */
export function profileAddress(template: string, hosts: readonly string[]): ProfileAddress {
  let shape: URL
  try {
    shape = new URL(template.replaceAll('{}', SENTINEL))
  } catch {
    return { match: () => null }
  }
  const known = new Set([...hosts, shape.hostname].map(bareHost))
  const param = [...shape.searchParams].find(([, value]) => value.includes(SENTINEL))?.[0]
  const pathShape = trimSlash(shape.pathname)
  const [before = '', after = ''] = pathShape.split(SENTINEL)
  const inPath = pathShape.includes(SENTINEL)
  const pathPattern = new RegExp(
    `^${escapeRegExp(before)}([^/]+?)${escapeRegExp(after)}(/.*)?$`,
    'i',
  )
  const atRoot = before === '/' && after === ''
  // Single-page apps keep the name in the fragment (`/girls/#!chat/{}`).
  const [hashBefore = '', hashAfter = ''] = shape.hash.split(SENTINEL)
  const hashPattern = shape.hash.includes(SENTINEL)
    ? new RegExp(`^${escapeRegExp(hashBefore)}([^/]+?)${escapeRegExp(hashAfter)}(/.*)?$`, 'i')
    : null

  return {
    match(raw, base) {
      let url: URL
      try {
        url = new URL(raw, base)
      } catch {
        return null
      }
      if (!/^https?:$/.test(url.protocol) || !known.has(bareHost(url.hostname))) return null
      if (hashPattern) {
        if (trimSlash(url.pathname).toLowerCase() !== pathShape.toLowerCase()) return null
        const found = hashPattern.exec(url.hash)
        return found?.[1] ? { account: normaliseName(found[1]), deeper: Boolean(found[2]) } : null
      }
      if (param !== undefined && !inPath) {
        if (trimSlash(url.pathname).toLowerCase() !== pathShape.toLowerCase()) return null
        const value = url.searchParams.get(param)
        if (!value) return null
        const extra = [...url.searchParams.keys()].some((key) => key !== param)
        return { account: normaliseName(value), deeper: extra }
      }
      if (!inPath) return null
      const found = pathPattern.exec(trimSlash(url.pathname))
      const segment = found?.[1]
      if (!segment) return null
      const account = normaliseName(segment)
      if (atRoot && ROUTES.has(account)) return null
      return { account, deeper: Boolean(found[2] && found[2] !== '/') || url.search.length > 1 }
    },
  }
}

/** The same address, whatever the case, a trailing slash or a default port: we chose it. */
export function sameAddress(a: string, b: string): boolean {
  try {
    const x = new URL(a)
    const y = new URL(b)
    return (
      bareHost(x.host) === bareHost(y.host) &&
      trimSlash(x.pathname).toLowerCase() === trimSlash(y.pathname).toLowerCase() &&
      x.search.toLowerCase() === y.search.toLowerCase()
    )
  } catch {
    return a === b
  }
}
