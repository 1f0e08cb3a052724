/**
 * The fake-platform farm of the engine benchmark: N sites on loopback, told apart by Host
 * header, with long-tailed latencies and the awkward answers real platforms give (hangs, block
 * pages, soft 404s, rate limits). Both the server process and the benchmark derive the same
 * farm from the same seed, so the benchmark knows the truth of every answer.
 *
 * A hostile class (a host label such as `s7.consent-query.farm.test`) makes every site of the
 * farm misbehave one way: answer the searched name, or every name, with a page that is neither
 * a profile nor the site's not-found page. No verdict is right on a hostile class.
 */
import type { SiteEntry } from '../../engine/sites/schema.ts'
import type { ResultStatus } from '../../engine/types.ts'
import {
  ABSENT_MARKER,
  FARM_DOMAIN,
  KNOWN_USER,
  PRESENT_MARKER,
  SEARCHED_PREFIX,
  html,
  htmlType,
  type Behaviour,
  type Detection,
  type FarmAnswer,
  type FarmSite,
} from './farm-site.ts'
import { nameShape } from '../../engine/testing/nobody-pages.ts'
import { HOSTILE_CLASSES, HOSTILE_NAME, profileOf, type HostileClass } from './hostile-classes.ts'

export * from './farm-site.ts'
export { HOSTILE_CLASSES, HOSTILE_NAME, type HostileClass } from './hostile-classes.ts'

const LATENCY_CAP_MS = 3000

/** Mulberry32: a small seeded generator, so the farm is the same on both sides. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Log-normal around a 100 ms median: most sites quick, a long tail of slow ones. */
export function latency(next: () => number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  return Math.min(LATENCY_CAP_MS, Math.max(1, Math.round(100 * Math.exp(1.1 * normal))))
}

const DETECTIONS: Detection[] = ['status', 'soft404', 'markers', 'redirect', 'final-url']

/** Slow but sure: sites of this mode answer every request, in 8 to 12 s. */
const SLOW_MS = [8000, 12_000] as const

/** The share of a farm's sites that never answer, unless told otherwise. */
export const DEFAULT_HANG_SHARE = 0.02

/**
 * The farm of `size` sites; with `slowShare`, that share of its sites (chosen by a generator of
 * their own, so the rest of the farm is unchanged) answer slowly but surely; `hangShare` of
 * them never answer (each site's detection and latency stay the same whatever the share).
 */
export function buildFarm(
  size: number,
  seed: number,
  slowShare = 0,
  hangShare = DEFAULT_HANG_SHARE,
): FarmSite[] {
  const next = random(seed)
  const slow = random(seed ^ 0x5eed)
  return Array.from({ length: size }, (_, index) => {
    const roll = next()
    const behaviour: Behaviour =
      roll < hangShare
        ? 'hang'
        : roll < hangShare + 0.015
          ? 'block'
          : roll < hangShare + 0.03
            ? 'challenge'
            : roll < hangShare + 0.05
              ? 'rate-limit'
              : 'normal'
    const site: FarmSite = {
      index,
      host: `s${index}.${FARM_DOMAIN}`,
      detection: DETECTIONS[Math.floor(next() * DETECTIONS.length)] ?? 'status',
      behaviour,
      latencyMs: latency(next),
    }
    const [from, to] = SLOW_MS
    return slow() < slowShare && site.behaviour === 'normal'
      ? { ...site, latencyMs: Math.round(from + slow() * (to - from)) }
      : site
  })
}

/**
 * Whether a user "has an account" on a site is a fixed fact of the farm: the known user always,
 * searched names by an FNV-1a hash, anyone else never.
 */
export function userExists(site: FarmSite, username: string): boolean {
  if (username === KNOWN_USER) return true
  if (!username.startsWith(SEARCHED_PREFIX)) return false
  let h = 0x811c9dc5 ^ site.index
  for (const ch of username) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  // Mixed before the low bit is read: FNV's low bit follows the site index's, which would give
  // accounts only to sites of one parity (and so to only half the profile styles).
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0
  return (h ^ (h >>> 16)) % 2 === 0
}

/** What an honest engine must answer for this user on this site. */
export function truth(site: FarmSite, username: string): ResultStatus {
  if (site.behaviour !== 'normal') return 'unknown'
  return userExists(site, username) ? 'found' : 'not_found'
}

/** Every name the farm answers to, for its TLS certificate. */
export const farmCertificateNames = (): string[] => [
  `*.${FARM_DOMAIN}`,
  ...HOSTILE_CLASSES.map((c) => `*.${c.id}.${FARM_DOMAIN}`),
]

/** The host of a site, in the plain farm or under a hostile class label. */
export function farmHost(site: FarmSite, label?: string): string {
  return label ? `s${site.index}.${label}.${FARM_DOMAIN}` : site.host
}

/** The manifest entry a maintainer would write for the site (https when the farm has TLS). */
export function farmEntry(site: FarmSite, port: number, label?: string, tls = false): SiteEntry {
  const host = farmHost(site, label)
  const base = `${tls ? 'https' : 'http'}://${host}:${port}`
  const common = {
    id: `farm-${site.index}`,
    name: `Farm site ${site.index}`,
    category: 'other' as const,
    url: `${base}/u/{}`,
    hosts: [host],
    fixtures: { present: KNOWN_USER, absent: 'absent-user' },
    sources: ['own' as const],
  }
  switch (site.detection) {
    case 'status':
      return { ...common, detect: { presentStatus: [200], absentStatus: [404], identity: true } }
    case 'soft404':
      return {
        ...common,
        detect: { presentStatus: [200], absentMarkers: [ABSENT_MARKER], identity: true },
      }
    case 'markers':
      return {
        ...common,
        detect: {
          presentStatus: [200],
          presentMarkers: [PRESENT_MARKER],
          absentMarkers: [ABSENT_MARKER],
          identity: true,
        },
      }
    case 'redirect':
      return {
        ...common,
        followRedirects: false,
        detect: {
          presentStatus: [200],
          absentStatus: [404],
          absentRedirect: [`${base}/`],
          identity: true,
        },
      }
    case 'final-url':
      return {
        ...common,
        detect: { presentStatus: [200], absentUrls: ['/not-found'], identity: true },
      }
  }
}

/** The site's answer to a request for `path`; null means it never answers. */
export function farmAnswer(
  site: FarmSite,
  path: string,
  hostile?: HostileClass,
  origin = `http://${site.host}`,
): FarmAnswer | null {
  const at = { site, origin }
  const type = htmlType
  const match = /^\/u\/([^/?#]+)$/.exec(path)
  const username = match?.[1] ? decodeURIComponent(match[1]) : ''
  if (
    hostile &&
    (hostile.every ||
      username.startsWith(SEARCHED_PREFIX) ||
      (hostile.shape && nameShape(username) === nameShape(HOSTILE_NAME)))
  ) {
    return hostile.answer(username, at)
  }
  switch (site.behaviour) {
    case 'hang':
      return null
    case 'block':
      return {
        status: 403,
        headers: type,
        body: html('Sorry, you have been blocked', 'Attention Required! | Cloudflare'),
      }
    case 'challenge':
      return {
        status: 200,
        headers: type,
        body: html('<script>window._cf_chl_opt={}</script>', 'Just a moment...'),
      }
    case 'rate-limit':
      return { status: 429, headers: { ...type, 'retry-after': '30' }, body: html('Slow down') }
    case 'normal':
      break
  }
  if (path.startsWith('/not-found'))
    return { status: 200, headers: type, body: html('Search the farm') }
  if (userExists(site, username)) return profileOf(username, at)
  switch (site.detection) {
    case 'status':
      return { status: 404, headers: type, body: html('Not found') }
    case 'soft404':
    case 'markers':
      return { status: 200, headers: type, body: html(`<p>${ABSENT_MARKER}</p>`) }
    case 'redirect':
      return { status: 302, headers: { location: '/' }, body: '' }
    case 'final-url':
      return {
        status: 302,
        headers: { location: `/not-found?q=${encodeURIComponent(username)}` },
        body: '',
      }
  }
}
