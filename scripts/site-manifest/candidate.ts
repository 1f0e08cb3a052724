import type { SiteEntry } from '../../engine/sites/schema.ts'

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
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308]

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

/** Markers shorter than this match too much ordinary text to be a signal ("404", "id"). */
export function usableMarkers(markers: unknown): string[] | undefined {
  if (markers === undefined) return undefined
  const list = (Array.isArray(markers) ? markers : [markers]).filter(
    (m): m is string => typeof m === 'string' && m.trim().length >= 4,
  )
  return list.length ? [...new Set(list)] : undefined
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
