/**
 * Addresses compared as people mean them: the same page whatever its scheme, a `www.`, a
 * trailing slash, the case of its host or the tracking parameters stuck to it. Leads are
 * deduplicated by it and account groups match links to profiles with it.
 */

/** Query parameters that only say who shared a link, never which page it is. */
const TRACKING_PARAMS = /^(?:utm_\w+|fbclid|gclid|igshid|mc_cid|mc_eid|ref_src|si)$/i

/**
 * Suffixes under which anyone may hold a name of their own, so two names under one are two
 * sites (a short list; platforms' own domains are what matters here).
 */
const SHARED_SUFFIXES = new Set([
  'github.io',
  'gitlab.io',
  'blogspot.com',
  'wordpress.com',
  'tumblr.com',
  'substack.com',
  'neocities.org',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'web.app',
  'firebaseapp.com',
  'herokuapp.com',
  'appspot.com',
  'cloudfront.net',
  'amazonaws.com',
  'azurewebsites.net',
])

/** Second-level labels that country domains sell names under (example.co.uk). */
const COUNTRY_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or'])

/** The host in lower case, without a leading `www.` or a trailing dot. */
export function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}

/**
 * The site a host belongs to (its registrable domain, near enough): `api.github.com` and
 * `github.com` are one site, `alice.github.io` and `bob.github.io` are two.
 */
export function siteOf(host: string): string {
  const bare = bareHost(host)
  // An address is its own site: 10.0.0.1 and 127.0.0.1 share nothing.
  if (/^[\d.]+$/.test(bare) || bare.includes(':')) return bare
  const labels = bare.split('.')
  const last = (n: number) => labels.slice(-n).join('.')
  if (labels.length <= 2) return bare
  if (SHARED_SUFFIXES.has(last(2))) return last(3)
  const second = labels[labels.length - 2] ?? ''
  const top = labels[labels.length - 1] ?? ''
  if (top.length === 2 && COUNTRY_SECOND_LEVELS.has(second)) return last(3)
  return last(2)
}

/** An http(s) URL parsed, or null for anything else. */
export function httpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * The address as it is shown: https, the bare host, no fragment, no tracking parameters, no
 * trailing slash on a path. Null when it is not an http(s) URL.
 */
export function normaliseUrl(raw: string): string | null {
  const url = httpUrl(raw)
  if (!url) return null
  url.protocol = 'https:'
  url.hostname = bareHost(url.hostname)
  url.hash = ''
  url.username = ''
  url.password = ''
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key)
  }
  const text = url.toString()
  return text.endsWith('/') ? text.slice(0, -1) : text
}

/** The key two addresses are compared by: the normalised address in lower case. */
export function urlKey(raw: string): string | null {
  return normaliseUrl(raw)?.toLowerCase() ?? null
}
