/**
 * The fake-platform farm of the engine benchmark: N sites on loopback, told apart by Host
 * header, with long-tailed latencies and the awkward answers real platforms give (hangs, block
 * pages, soft 404s, rate limits). Both the server process and the benchmark derive the same
 * farm from the same seed, so the benchmark knows the truth of every answer.
 */
import type { SiteEntry } from '../../engine/sites/schema.ts'
import type { ResultStatus } from '../../engine/types.ts'

/** How the site says "no such user". */
export type Detection = 'status' | 'soft404' | 'markers' | 'redirect' | 'final-url'
/** What stands between the engine and the answer. */
export type Behaviour = 'normal' | 'hang' | 'block' | 'challenge' | 'rate-limit'

export interface FarmSite {
  index: number
  host: string
  detection: Detection
  behaviour: Behaviour
  /** How long the site takes to answer, in ms (hangs never answer). */
  latencyMs: number
}

export const FARM_DOMAIN = 'farm.test'
export const PRESENT_MARKER = 'data-profile-owner'
export const ABSENT_MARKER = 'Sorry, this page is not available'
const LATENCY_CAP_MS = 3000

/** Mulberry32: a small seeded generator, so the farm is the same on both sides. */
function random(seed: number): () => number {
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
function latency(next: () => number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  return Math.min(LATENCY_CAP_MS, Math.max(1, Math.round(100 * Math.exp(1.1 * normal))))
}

const DETECTIONS: Detection[] = ['status', 'soft404', 'markers', 'redirect', 'final-url']

export function buildFarm(size: number, seed: number): FarmSite[] {
  const next = random(seed)
  return Array.from({ length: size }, (_, index) => {
    const roll = next()
    const behaviour: Behaviour =
      roll < 0.02
        ? 'hang'
        : roll < 0.035
          ? 'block'
          : roll < 0.05
            ? 'challenge'
            : roll < 0.07
              ? 'rate-limit'
              : 'normal'
    return {
      index,
      host: `s${index}.${FARM_DOMAIN}`,
      detection: DETECTIONS[Math.floor(next() * DETECTIONS.length)] ?? 'status',
      behaviour,
      latencyMs: latency(next),
    }
  })
}

/** FNV-1a: whether a user "has an account" on a site is a fixed fact of the farm. */
export function userExists(site: FarmSite, username: string): boolean {
  let h = 0x811c9dc5 ^ site.index
  for (const ch of username) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return h % 2 === 0
}

/** What an honest engine must answer for this user on this site. */
export function truth(site: FarmSite, username: string): ResultStatus {
  if (site.behaviour !== 'normal') return 'unknown'
  return userExists(site, username) ? 'found' : 'not_found'
}

/** The manifest entry a maintainer would write for the site. */
export function farmEntry(site: FarmSite, port: number): SiteEntry {
  const base = `http://${site.host}:${port}`
  const common = {
    id: `farm-${site.index}`,
    name: `Farm site ${site.index}`,
    category: 'other' as const,
    url: `${base}/u/{}`,
    hosts: [site.host],
    fixtures: { present: 'present-user', absent: 'absent-user' },
    sources: ['own' as const],
  }
  switch (site.detection) {
    case 'status':
      return { ...common, detect: { presentStatus: [200], absentStatus: [404] } }
    case 'soft404':
      return { ...common, detect: { presentStatus: [200], absentMarkers: [ABSENT_MARKER] } }
    case 'markers':
      return {
        ...common,
        detect: {
          presentStatus: [200],
          presentMarkers: [PRESENT_MARKER],
          absentMarkers: [ABSENT_MARKER],
        },
      }
    case 'redirect':
      return {
        ...common,
        followRedirects: false,
        detect: { presentStatus: [200], absentStatus: [302] },
      }
    case 'final-url':
      return { ...common, detect: { presentStatus: [200], absentUrls: ['/not-found'] } }
  }
}

export interface FarmAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

const html = (body: string, title = 'Farm') =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

/** The site's answer to a request for `path`; null means it never answers. */
export function farmAnswer(site: FarmSite, path: string): FarmAnswer | null {
  const type = { 'content-type': 'text/html; charset=utf-8' }
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
  const match = /^\/u\/([^/?#]+)$/.exec(path)
  const username = match?.[1] ? decodeURIComponent(match[1]) : ''
  const profile = html(`<div ${PRESENT_MARKER}="${username}">${username}</div>`)
  if (userExists(site, username)) return { status: 200, headers: type, body: profile }
  switch (site.detection) {
    case 'status':
      return { status: 404, headers: type, body: html('Not found') }
    case 'soft404':
    case 'markers':
      return { status: 200, headers: type, body: html(`<p>${ABSENT_MARKER}</p>`) }
    case 'redirect':
      return { status: 302, headers: { location: '/login' }, body: '' }
    case 'final-url':
      return {
        status: 302,
        headers: { location: `/not-found?q=${encodeURIComponent(username)}` },
        body: '',
      }
  }
}
