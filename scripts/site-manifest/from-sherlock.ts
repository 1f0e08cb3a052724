import type { SiteEntry } from '../../engine/sites/schema.ts'
import {
  NOT_FOUND_STATUSES,
  absentRedirectFrom,
  compiles,
  hostsFor,
  isWall,
  siteKey,
  slug,
  syntheticAbsent,
  usableMarkers,
  type Candidate,
  type Skip,
} from './candidate.ts'
import { categoryFor } from './categories.ts'

/** The fields of sherlock's data.json we read (see shared/reference/sherlock-data.schema.json). */
export interface SherlockSite {
  url: string
  urlMain?: string
  urlProbe?: string
  errorType: string | string[]
  errorMsg?: string | string[]
  errorCode?: number | number[]
  errorUrl?: string
  regexCheck?: string
  username_claimed: string
  request_method?: string
  request_payload?: unknown
  headers?: Record<string, string>
  isNSFW?: boolean
  __comment__?: string
}

/**
 * One sherlock entry as a candidate. Sherlock records a known account but no known-absent
 * one, so the absent fixture is a made-up name inside the site's username rule; `tags`
 * come from maigret's entry for the same host when there is one.
 */
export function fromSherlock(
  name: string,
  site: SherlockSite,
  tags: readonly string[],
): Candidate | Skip {
  if (site.__comment__) return { skip: 'flagged as unreliable by its maintainers' }
  if (
    site.request_payload ||
    (site.request_method && !['GET', 'HEAD'].includes(site.request_method))
  ) {
    return { skip: 'needs a request body' }
  }
  if (!site.url.includes('{}')) return { skip: 'profile URL has no username' }
  const types = Array.isArray(site.errorType) ? site.errorType : [site.errorType]
  if (types.length !== 1) return { skip: 'combined check types' }
  const pattern = compiles(site.regexCheck)
  if (pattern === false) return { skip: 'username rule is not a JavaScript regular expression' }
  if (pattern && !pattern.test(site.username_claimed))
    return { skip: 'fixtures fail the username rule' }
  const absent = syntheticAbsent(pattern || null, site.username_claimed)
  if (!absent) return { skip: 'no absent name fits the username rule' }
  let detect: SiteEntry['detect']
  let followRedirects: boolean | undefined
  switch (types[0]) {
    case 'status_code': {
      const codes = site.errorCode === undefined ? NOT_FOUND_STATUSES : [site.errorCode].flat()
      // Redirect codes are dropped: a redirect is absence only by where it leads.
      const absentStatus = codes.filter((c) => c !== 200 && (c < 300 || c >= 400))
      if (!absentStatus.length) return { skip: 'absence only by an unspecified redirect' }
      detect = { presentStatus: [200], absentStatus, identity: true }
      break
    }
    case 'message': {
      const absentMarkers = usableMarkers(site.errorMsg, isWall)
      if (!absentMarkers) return { skip: 'absence marker too short to trust' }
      detect = {
        presentStatus: [200],
        absentStatus: NOT_FOUND_STATUSES,
        absentMarkers,
        identity: true,
      }
      break
    }
    case 'response_url': {
      followRedirects = false
      const absentRedirect = absentRedirectFrom(site.errorUrl)
      detect = {
        presentStatus: [200],
        absentStatus: NOT_FOUND_STATUSES,
        identity: true,
        ...(absentRedirect ? { absentRedirect } : {}),
      }
      break
    }
    default:
      return { skip: 'no usable check type' }
  }
  const category = categoryFor(tags, site.isNSFW === true)
  let hosts: string[]
  let key: string
  try {
    hosts = hostsFor(site.url, site.urlProbe)
    key = siteKey(site.url)
  } catch {
    return { skip: 'url is not a URL' }
  }
  const headers =
    site.headers && Object.keys(site.headers).length
      ? Object.fromEntries(Object.entries(site.headers).map(([k, v]) => [k.toLowerCase(), v]))
      : undefined
  const entry: SiteEntry = {
    id: slug(name),
    name,
    category,
    ...(category === 'adult' ? { adult: true as const } : {}),
    url: site.url,
    ...(site.urlProbe || headers
      ? { probe: { url: site.urlProbe ?? site.url, ...(headers ? { headers } : {}) } }
      : {}),
    hosts,
    ...(followRedirects === undefined ? {} : { followRedirects }),
    detect,
    ...(site.regexCheck ? { usernamePattern: site.regexCheck } : {}),
    fixtures: { present: site.username_claimed, absent },
    sources: ['sherlock'],
  }
  return { entry, rank: Number.POSITIVE_INFINITY, key }
}
