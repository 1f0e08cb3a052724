/**
 * Which account a URL of a site is the address of, read against the site's own profile URL
 * template (`https://example.com/u/{}`). The identity check uses it to tell the asked account's
 * page from another account's: a canonical URL, a redirect or a link that fits the template
 * names an account, whoever it is.
 */
import { normaliseName } from './names.ts'

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
  /** A cheap first look: false means `match` would answer null (a page may hold thousands). */
  mayMatch(url: string): boolean
}

/**
 * A matcher for the template's shape: the same host (www. aside) and the same text around the
 * name, in whichever part of the address holds it: the path (`/u/{}`), the query
 * (`?user={}`, `?32-{}`) or the fragment of a single-page app (`#!chat/{}`). A template the
 * name cannot be read back from matches nothing. Anything after the name (a path below it,
 * more parameters) makes a page below the profile.
 */
export function profileAddress(template: string, hosts: readonly string[]): ProfileAddress {
  let shape: URL
  try {
    shape = new URL(template.replaceAll('{}', SENTINEL))
  } catch {
    return { match: () => null, mayMatch: () => false }
  }
  const known = new Set([...hosts, shape.hostname].map(bareHost))
  const pathShape = trimSlash(decode(shape.pathname))
  const part = pathShape.includes(SENTINEL)
    ? 'path'
    : decode(shape.search).includes(SENTINEL)
      ? 'search'
      : decode(shape.hash).includes(SENTINEL)
        ? 'hash'
        : null
  if (!part) return { match: () => null, mayMatch: () => false }
  const partOf = (url: URL) =>
    part === 'path'
      ? trimSlash(decode(url.pathname))
      : decode(part === 'search' ? url.search : url.hash)
  const [before = '', after = ''] = partOf(shape).split(SENTINEL)
  // In a path the name ends at "/"; in a query at "&" (or "=", when the name is the key).
  const name = part === 'path' ? '[^/]+?' : '[^&#=]+?'
  // A name standing as a query key may come back as `?32-alice=` once a link is rewritten.
  const rest = part === 'search' ? '(?:=(?=&|$))?(&.*)?' : '(/.*)?'
  const pattern = new RegExp(`^${escapeRegExp(before)}(${name})${escapeRegExp(after)}${rest}$`, 'i')
  const atRoot = part === 'path' && before === '/' && after === ''

  // The text before the name, as it must appear in a link (`/u/`, `?username=`).
  const clue = decode(before).toLowerCase()
  return {
    mayMatch: (raw) => clue.length < 2 || decode(raw).toLowerCase().includes(clue),
    match(raw, base) {
      let url: URL
      try {
        url = new URL(raw, base)
      } catch {
        return null
      }
      if (!/^https?:$/.test(url.protocol) || !known.has(bareHost(url.hostname))) return null
      if (
        part !== 'path' &&
        trimSlash(decode(url.pathname)).toLowerCase() !== pathShape.toLowerCase()
      ) {
        return null
      }
      const found = pattern.exec(partOf(url))
      if (!found?.[1]) return null
      const account = normaliseName(found[1])
      if (atRoot && ROUTES.has(account)) return null
      const below = Boolean(found[2] && found[2] !== '/')
      return { account, deeper: below || (part === 'path' && url.search.length > 1) }
    },
  }
}

/** Percent-decoded where it can be; as it is where it cannot. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
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
