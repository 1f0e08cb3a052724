import type { SiteEntry } from '../../engine/sites/schema.ts'
import type { Category } from '../../engine/types.ts'
import {
  hostsFor,
  isFurniture,
  isWall,
  plainFixture,
  siteKey,
  slug,
  syntheticAbsent,
  usableMarkers,
  type Candidate,
  type Skip,
} from './candidate.ts'

/** The fields of WhatsMyName's wmn-data.json we read (see shared/reference/README.md). */
export interface WmnSite {
  name: string
  uri_check: string
  uri_pretty?: string
  e_code: number
  e_string?: string
  m_code: number
  m_string?: string
  known?: string[]
  cat?: string
  protection?: string[]
  post_body?: string
  headers?: Record<string, string>
  valid?: boolean
  strip_bad_char?: string
}

const CATEGORY: Record<string, Category> = {
  social: 'social',
  gaming: 'gaming',
  tech: 'tech',
  hobby: 'hobby',
  coding: 'coding',
  'xx NSFW xx': 'adult',
  finance: 'finance',
  business: 'business',
  music: 'music',
  shopping: 'shopping',
  images: 'art',
  art: 'art',
  blog: 'blogging',
  dating: 'dating',
  political: 'news',
  news: 'news',
  video: 'video',
}

/** Statuses that are the site's own "no such account", never a wall's (401, 403, 429, 503). */
const ABSENT_STATUSES = new Set([400, 404, 410, 422])

const template = (uri: string) => uri.replaceAll('{account}', '{}')

/**
 * One WhatsMyName entry as a candidate, or why it cannot be one. Its facts (addresses, the
 * statuses and texts of a profile and of a missing account, known accounts) are carried into
 * sites-wmn.json, which stays under WhatsMyName's licence (ADR 018).
 */
export function fromWhatsMyName(site: WmnSite): Candidate | Skip {
  if (site.valid === false) return { skip: 'marked invalid by its maintainers' }
  if (site.protection?.length) return { skip: 'behind bot protection' }
  if (site.post_body) return { skip: 'needs a request body' }
  if (site.strip_bad_char) return { skip: 'rewrites the name before asking' }
  if (site.cat === 'archived' || site.cat === 'search') return { skip: 'not an account page' }
  if (!site.uri_check.includes('{account}')) return { skip: 'address has no username' }
  const present = site.known?.[0] ? plainFixture(site.known[0]) : undefined
  if (!present) return { skip: 'no known account' }
  if (site.e_code < 200 || site.e_code > 299) return { skip: 'a profile answers outside 2xx' }
  const absent = syntheticAbsent(null, present)
  if (!absent) return { skip: 'no absent name' }
  const marker = (text: string | undefined, refused: (m: string) => boolean) =>
    text && !text.includes('{account}') ? usableMarkers(text, refused) : undefined
  const absentMarkers = marker(site.m_string, isWall)
  const absentStatus = ABSENT_STATUSES.has(site.m_code) ? [site.m_code] : undefined
  if (!absentMarkers && !absentStatus) return { skip: 'no absence signal we can trust' }
  const presentMarkers = marker(site.e_string, isFurniture)
  const url = template(site.uri_pretty ?? site.uri_check)
  const probe = site.uri_pretty && site.uri_pretty !== site.uri_check ? site.uri_check : undefined
  const headers = site.headers
    ? Object.fromEntries(Object.entries(site.headers).map(([k, v]) => [k.toLowerCase(), v]))
    : undefined
  let hosts: string[]
  let key: string
  try {
    hosts = hostsFor(url, probe ? template(probe) : undefined)
    key = siteKey(url)
  } catch {
    return { skip: 'address is not a URL' }
  }
  const category = CATEGORY[site.cat ?? ''] ?? 'other'
  const entry: SiteEntry = {
    id: slug(site.name),
    name: site.name,
    category,
    ...(category === 'adult' ? { adult: true as const } : {}),
    url,
    ...(probe || headers
      ? { probe: { url: template(probe ?? url), ...(headers ? { headers } : {}) } }
      : {}),
    hosts,
    detect: {
      presentStatus: [site.e_code],
      ...(absentStatus && !absentStatus.includes(site.e_code) ? { absentStatus } : {}),
      identity: true,
      ...(presentMarkers ? { presentMarkers } : {}),
      ...(absentMarkers ? { absentMarkers } : {}),
    },
    fixtures: { present, absent },
    sources: ['whatsmyname'],
  }
  return { entry, rank: Number.POSITIVE_INFINITY, key }
}
