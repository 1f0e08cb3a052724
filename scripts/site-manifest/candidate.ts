import type { SiteEntry } from '../../engine/sites/schema.ts'
import { CLASS_PAGES } from '../../engine/testing/class-pages.ts'
export { isFurniture, isWall } from '../../engine/sites/furniture.ts'

/** A manifest entry in the making, with what the selection needs to rank it. */
export interface Candidate {
  entry: SiteEntry
  /** Alexa rank from maigret (lower is more popular); Infinity when unknown. */
  rank: number
  /** The forum engine the entry was expanded from, if any. */
  engine?: string
  /** Same profile URL shape = same site, whichever source it came from. */
  key: string
}

/** Why a source entry was left out (counted in the generator's report). */
export type Skip = { skip: string }

export const NOT_FOUND_STATUSES = [404, 410]

/** "noonewouldeverusethis7"-style names: long, random-looking, inside most username rules. */
const ABSENT_CANDIDATES = ['noonewouldeverusethis7', 'xq7zvk2m9pw4', 'zqxv8k2w', 'qz9x7k', 'zq9x']

export function syntheticAbsent(pattern: RegExp | null, present: string): string | null {
  return (
    ABSENT_CANDIDATES.find((name) => name !== present && (!pattern || pattern.test(name))) ?? null
  )
}

export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Host plus path of the profile URL, without "www.", as the identity of a site. */
export function siteKey(url: string): string {
  const parsed = new URL(url.replaceAll('{}', 'USERNAME'))
  return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname}${parsed.search}`.toLowerCase()
}

/** The declared hosts: each URL's host plus its www / bare twin (canonical-host redirects). */
export function hostsFor(...urls: (string | undefined)[]): string[] {
  const hosts = new Set<string>()
  for (const url of urls) {
    if (!url) continue
    const host = new URL(url.replaceAll('{}', 'x')).hostname.toLowerCase()
    hosts.add(host)
    if (host.startsWith('www.')) hosts.add(host.slice(4))
    else if (host.split('.').length === 2) hosts.add(`www.${host}`)
  }
  return [...hosts]
}

/** Pages that are neither a profile nor a not-found page: a marker found on one proves nothing. */
const CLASS_TEXT = CLASS_PAGES.map((page) => page.body('someone')).join('\n')

/** Words every site's pages use, whatever they show ("profile", "username", "first_name"). */
const BARE_WORD = /^[A-Za-z][A-Za-z0-9_-]{0,11}$/

/** Phrases any site's error page says: a sign of an error, not of this site's "no such user". */
const GENERIC_NOT_FOUND = new Set([
  'page not found',
  'not found',
  '404 not found',
  'error 404',
  '404 error',
  'title404',
  'ошибка 404',
  'notfound',
  'nothing found',
  'the page you requested was not found',
])
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * The markers that are specific enough to be a signal: long enough, more than one bare word,
 * not HTML or JSON boilerplate, not on any page that is neither a profile nor a not-found page
 * (engine/testing/class-pages.ts), and not an error phrase every site shares.
 */
export function usableMarkers(
  markers: unknown,
  refused: (marker: string) => boolean,
): string[] | undefined {
  if (markers === undefined) return undefined
  const list = (Array.isArray(markers) ? markers : [markers]).filter(
    (m): m is string =>
      typeof m === 'string' &&
      m.trim().length >= 8 &&
      !BARE_WORD.test(m.trim()) &&
      !CLASS_TEXT.includes(m) &&
      !CLASS_TEXT.toLowerCase().includes(m.trim().toLowerCase()) &&
      !GENERIC_NOT_FOUND.has(plain(m)) &&
      !refused(m),
  )
  return list.length ? [...new Set(list)] : undefined
}

/** A source's not-found address ({username} or {} for the name) in our template form. */
export function absentRedirectFrom(errorUrl: unknown): string[] | undefined {
  if (typeof errorUrl !== 'string' || !/^https?:\/\//.test(errorUrl)) return undefined
  return [errorUrl.replaceAll('{username}', '{}')]
}

export function compiles(pattern: string | undefined): RegExp | null | false {
  if (pattern === undefined) return null
  try {
    return new RegExp(pattern)
  } catch {
    return false
  }
}

/** Some sources store a fixture already URL-encoded ("John%20Doe"); we encode it ourselves. */
export function plainFixture(name: string): string {
  if (!/%[0-9a-f]{2}/i.test(name)) return name
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}
