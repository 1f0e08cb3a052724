import type { SiteEntry } from '../../engine/sites/schema.ts'
import type { UnknownReason } from '../../engine/types.ts'
import {
  NOT_FOUND_STATUSES,
  absentRedirectFrom,
  compiles,
  hostsFor,
  isFurniture,
  isWall,
  plainFixture,
  siteKey,
  slug,
  usableMarkers,
  type Candidate,
  type Skip,
} from './candidate.ts'
import { FORUM_ENGINES, categoryFor } from './categories.ts'

/** The fields of maigret's data.json we read (see shared/reference/README.md). */
export interface MaigretSite {
  tags?: string[]
  checkType?: string
  url?: string
  urlMain?: string
  urlProbe?: string
  urlSubpath?: string
  presenseStrs?: string[]
  presenceStrs?: string[]
  absenceStrs?: string[]
  usernameClaimed?: string
  usernameUnclaimed?: string
  regexCheck?: string
  disabled?: boolean
  engine?: string
  protection?: unknown
  headers?: Record<string, string>
  requestMethod?: string
  requestPayload?: unknown
  errors?: Record<string, string>
  type?: string
  protocol?: string
  activation?: unknown
  similarSearch?: boolean
  encoding?: string
  alexaRank?: number
  [other: string]: unknown
}

export interface MaigretData {
  sites: Record<string, MaigretSite>
  engines: Record<string, { site?: Partial<MaigretSite> }>
}

/**
 * Applies an engine template the way maigret does: the engine's lists are appended to the
 * site's, its objects merged into the site's, and its scalars win.
 */
export function expandEngine(site: MaigretSite, data: MaigretData): MaigretSite {
  const template = site.engine ? data.engines[site.engine]?.site : undefined
  if (!template) return site
  const out: MaigretSite = { ...site }
  for (const [key, value] of Object.entries(template)) {
    const own = out[key]
    if (Array.isArray(value)) out[key] = [...(Array.isArray(own) ? own : []), ...value]
    else if (value && typeof value === 'object') {
      out[key] = { ...(own as object | undefined), ...(value as object) }
    } else out[key] = value
  }
  return out
}

function fillTemplate(template: string, site: MaigretSite): string {
  const main = (site.urlMain ?? '').replace(/\/+$/, '')
  return template
    .replaceAll('{urlMain}', main)
    .replaceAll('{urlSubpath}', site.urlSubpath ?? '')
    .replaceAll('{username}', '{}')
}

/** Maigret's free-text error labels, as our closed set of "could not tell" reasons. */
function reasonFor(label: string): UnknownReason | null {
  const l = label.toLowerCase()
  if (/invalid username|autoredirect|registration page/.test(l)) return null
  if (/rate|too many/.test(l)) return 'rate_limited'
  if (/captcha|challenge|bot/.test(l)) return 'captcha'
  if (/login|age verification/.test(l)) return 'login_wall'
  return 'blocked'
}

function unknownMarkers(errors: Record<string, string> | undefined) {
  const out: Record<string, UnknownReason> = {}
  for (const [marker, label] of Object.entries(errors ?? {})) {
    const reason = reasonFor(label)
    if (reason && marker.trim().length >= 4) out[marker] = reason
  }
  return Object.keys(out).length ? out : undefined
}

function lowerKeys(headers: Record<string, string> | undefined) {
  if (!headers || !Object.keys(headers).length) return undefined
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}

/** One maigret entry as a candidate, or the reason it cannot be one. */
export function fromMaigret(name: string, raw: MaigretSite, data: MaigretData): Candidate | Skip {
  if (raw.disabled) return { skip: 'disabled' }
  const site = expandEngine(raw, data)
  if (site.protection) return { skip: 'behind bot protection' }
  if (site.type) return { skip: 'not a username (numeric id or other identifier)' }
  if (site.protocol) return { skip: 'not http (tor, i2p or dns)' }
  if (site.activation) return { skip: 'needs a session token first' }
  if (site.similarSearch) return { skip: 'search page, not an account' }
  if (site.encoding) return { skip: 'not utf-8' }
  if (site.tags?.some((t) => t === 'tor' || t === 'i2p'))
    return { skip: 'not http (tor, i2p or dns)' }
  if (site.requestPayload || (site.requestMethod && site.requestMethod !== 'GET')) {
    return { skip: 'needs a request body' }
  }
  if (!site.url || !site.usernameClaimed || !site.usernameUnclaimed) {
    return { skip: 'missing url or fixtures' }
  }
  const url = fillTemplate(site.url, site)
  const probe = site.urlProbe ? fillTemplate(site.urlProbe, site) : undefined
  const presentMarkers = usableMarkers(
    [...(site.presenseStrs ?? []), ...(site.presenceStrs ?? [])],
    isFurniture,
  )
  const absentMarkers = usableMarkers(site.absenceStrs, isWall)
  if ([...(presentMarkers ?? []), ...(absentMarkers ?? [])].some((m) => m.includes('{username}'))) {
    return { skip: 'marker depends on the username' }
  }
  let detect: SiteEntry['detect']
  let followRedirects: boolean | undefined
  // A status code alone proves nothing: presence is the markers or the identity check.
  const base = { presentStatus: [200], absentStatus: NOT_FOUND_STATUSES, identity: true as const }
  switch (site.checkType) {
    case 'status_code':
      detect = base
      break
    case 'message':
      detect = {
        ...base,
        ...(presentMarkers ? { presentMarkers } : {}),
        ...(absentMarkers ? { absentMarkers } : {}),
      }
      break
    case 'response_url': {
      // Judged on the first answer: only a redirect to the declared not-found address is absence.
      followRedirects = false
      const absentRedirect = absentRedirectFrom(
        typeof site.errorUrl === 'string' ? fillTemplate(site.errorUrl, site) : undefined,
      )
      detect = { ...base, ...(absentRedirect ? { absentRedirect } : {}) }
      break
    }
    default:
      return { skip: 'no usable check type' }
  }
  const pattern = compiles(site.regexCheck)
  if (pattern === false) return { skip: 'username rule is not a JavaScript regular expression' }
  if (pattern && !(pattern.test(site.usernameClaimed) && pattern.test(site.usernameUnclaimed))) {
    return { skip: 'fixtures fail the username rule' }
  }
  const tags = site.tags ?? []
  const category =
    site.engine && FORUM_ENGINES.has(site.engine) && !tags.includes('porn')
      ? 'forums'
      : categoryFor(tags)
  let hosts: string[]
  let key: string
  try {
    hosts = hostsFor(url, probe)
    key = siteKey(url)
  } catch {
    return { skip: 'url is not a URL' }
  }
  const headers = lowerKeys(site.headers)
  const entry: SiteEntry = {
    id: slug(name),
    name,
    category,
    ...(category === 'adult' ? { adult: true as const } : {}),
    url,
    ...(probe || headers ? { probe: { url: probe ?? url, ...(headers ? { headers } : {}) } } : {}),
    hosts,
    ...(followRedirects === undefined ? {} : { followRedirects }),
    detect,
    ...(unknownMarkers(site.errors) ? { unknownMarkers: unknownMarkers(site.errors) } : {}),
    ...(site.regexCheck ? { usernamePattern: site.regexCheck } : {}),
    fixtures: {
      present: plainFixture(site.usernameClaimed),
      absent: plainFixture(site.usernameUnclaimed),
    },
    sources: ['maigret'],
  }
  return {
    entry,
    rank: site.alexaRank && site.alexaRank > 0 ? site.alexaRank : Number.POSITIVE_INFINITY,
    ...(site.engine ? { engine: site.engine } : {}),
    key,
  }
}
