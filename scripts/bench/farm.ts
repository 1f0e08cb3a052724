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
import { CLASS_PAGES, LOGIN_REDIRECT } from '../../engine/testing/class-pages.ts'
import { PROFILE_STYLES, profilePage } from '../../engine/testing/profile-pages.ts'
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
/** The account every farm site has: the canaries' known-present name. */
export const KNOWN_USER = 'present-user'
/** Names the benchmark searches start with; any other name (a canary's made-up one) is absent. */
export const SEARCHED_PREFIX = 'bench-user'
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

/**
 * Whether a user "has an account" on a site is a fixed fact of the farm: the known user always,
 * searched names by an FNV-1a hash, anyone else never.
 */
export function userExists(site: FarmSite, username: string): boolean {
  if (username === KNOWN_USER) return true
  if (!username.startsWith(SEARCHED_PREFIX)) return false
  let h = 0x811c9dc5 ^ site.index
  for (const ch of username) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return h % 2 === 0
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

/** A way every site of the farm misbehaves at once; `every`: for every name, canaries' too. */
export interface HostileClass {
  id: string
  name: string
  every: boolean
  answer(username: string, at: FarmRequest): FarmAnswer
}

/** Where a request landed: the site, and the origin it was asked at (for absolute links). */
export interface FarmRequest {
  site: FarmSite
  origin: string
}

/** A name that contains the asked one, as a site's fuzzy match or a rename serves it. */
const OTHER_SUFFIX = '-other'

/**
 * The profile page of an account, as real sites render them: each site its own style (a
 * handle in the title and a canonical URL; only a display name in the title with the
 * "@handle" in the header; links to its tabs; a link reading "@handle"), with the site's
 * marker where its rule has one.
 */
export function profileOf(username: string, at: FarmRequest): string {
  const style = PROFILE_STYLES[at.site.index % PROFILE_STYLES.length] ?? 'full'
  return profilePage(username, style, {
    profileUrl: `${at.origin}/u/${encodeURIComponent(username)}`,
    markers: at.site.detection === 'markers' ? [`${PRESENT_MARKER}="${username}"`] : [],
    siteName: `Farm ${at.site.index}`,
  })
}

const htmlType = { 'content-type': 'text/html; charset=utf-8' }

/** The hostile classes the benchmark runs: each class page, for the searched name and for all. */
export const HOSTILE_CLASSES: readonly HostileClass[] = [
  ...[
    ...CLASS_PAGES.map((page) => ({
      id: page.id,
      name: page.name,
      answer: (username: string): FarmAnswer => ({
        status: page.status,
        headers: page.headers,
        body: page.body(username),
      }),
    })),
    {
      id: LOGIN_REDIRECT.id,
      name: LOGIN_REDIRECT.name,
      answer: (): FarmAnswer => ({
        status: LOGIN_REDIRECT.status,
        headers: { location: LOGIN_REDIRECT.location },
        body: '',
      }),
    },
  ].flatMap((c) => [
    { ...c, id: `${c.id}-query`, name: `${c.name}, for the searched name`, every: false },
    { ...c, id: `${c.id}-every`, name: `${c.name}, for every name`, every: true },
  ]),
  {
    id: 'profile-every',
    name: 'a profile page naming whoever is asked, for every name (200 for all)',
    every: true,
    answer: (username) => ({
      status: 200,
      headers: htmlType,
      body: html(`<div ${PRESENT_MARKER}="${username}">${username}</div>`, username),
    }),
  },
  {
    id: 'other-account-query',
    name: "another account's profile (a longer name) at the searched address",
    every: false,
    answer: (username, at) => ({
      status: 200,
      headers: htmlType,
      body: profileOf(`${username}2`, at),
    }),
  },
  {
    id: 'other-account-redirect',
    name: "a redirect to another account's profile (a longer name)",
    every: false,
    answer: (username, at) =>
      username.endsWith(OTHER_SUFFIX)
        ? { status: 200, headers: htmlType, body: profileOf(username, at) }
        : {
            status: 302,
            headers: { location: `/u/${encodeURIComponent(username + OTHER_SUFFIX)}` },
            body: '',
          },
  },
  {
    id: 'not-found-every',
    name: 'HTTP 404 for every name, the known account too',
    every: true,
    answer: () => ({ status: 404, headers: htmlType, body: html('Not found') }),
  },
]

export interface FarmAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

const html = (body: string, title = 'Farm') =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

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
  if (hostile && (hostile.every || username.startsWith(SEARCHED_PREFIX))) {
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
  if (userExists(site, username))
    return { status: 200, headers: type, body: profileOf(username, at) }
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
