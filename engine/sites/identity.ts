import { canonicalUrl, jsonLdBlocks, metaTags, pageTitle } from '../modules/_shared/html.ts'

/**
 * The generic identity check: proof that a page is the queried account's own profile, read
 * from places only a profile fills with its owner's name: the page title, the canonical URL,
 * the profile's structured data, or (for JSON answers) a username-like field. A landing page,
 * a consent wall or a region notice never names the account; a search or not-found page may
 * echo the name, so titles that say so and URLs that carry it as a search term do not count.
 */
export function identityProof(body: string, query: string): string | null {
  const name = normalise(query)
  if (!name) return null
  const trimmed = body.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return jsonIdentity(trimmed, name)
  return htmlIdentity(body.slice(0, 300_000), name)
}

/** Titles of pages that are not a profile even when they repeat the name. */
const NOT_A_PROFILE =
  /\b(?:search|results?|not\s+found|404|no\s+(?:such\s+)?(?:user|member|account|profile|page)|does\s*n[o']t\s+exist|doesn't\s+exist|not\s+exist|unavailable|suspended|banned|deleted|removed|deactivated|error|oops|sign\s*(?:in|up)|log\s*in|register|join|create\s+(?:an\s+)?account|available|claim|sorry|invalid)\b/i

/** Username-like keys of a JSON profile. */
const NAME_KEYS = new Set([
  'username',
  'user_name',
  'userName',
  'login',
  'handle',
  'slug',
  'screen_name',
  'screenName',
  'nickname',
  'nick',
  'uniqueId',
  'unique_id',
  'userHandle',
  'user_handle',
  'alias',
  'account',
  'accountName',
  'channel',
  'channelName',
  'vanity',
  'vanityUrl',
  'vanity_url',
  'name',
  'displayName',
  'display_name',
  'preferredUsername',
  'alternateName',
  'identifier',
])
const URL_KEYS = new Set(['url', 'profile_url', 'profileUrl', 'html_url', 'link', 'permalink'])

function normalise(text: string): string {
  let out = text.trim()
  try {
    out = decodeURIComponent(out)
  } catch {
    // Not URL-encoded: use as it is.
  }
  return out.replace(/^@/, '').toLowerCase()
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The name as a whole word: "alice" is in "alice | Site", not in "malice" or "alice.smith". */
const namePattern = (name: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_.@-])@?${escapeRegExp(name)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}_])`,
    'giu',
  )

/** A title naming the account, that says nothing else about it being a search or an error. */
function titleNames(title: string, name: string): boolean {
  if (!namePattern(name).test(title)) return false
  // The name itself may be a word like "error": judge only the rest of the title.
  return !NOT_A_PROFILE.test(title.replace(namePattern(name), ' '))
}

function htmlIdentity(html: string, name: string): string | null {
  const meta = metaTags(html)
  for (const [label, title] of [
    ['page title', pageTitle(html)],
    ['og:title', meta.get('og:title')],
  ] as const) {
    if (title && titleNames(title, name)) {
      return `${label} contains '${name}'`
    }
  }
  for (const [label, url] of [
    ['canonical URL', canonicalUrl(html)],
    ['og:url', meta.get('og:url')],
  ] as const) {
    if (url && urlNamesAccount(url, name)) return `${label} ${url} names '${name}'`
  }
  for (const block of jsonLdBlocks(html)) {
    const hit = structuredIdentity(block, name)
    if (hit) return `structured data (${hit}) names '${name}'`
  }
  return null
}

/** The account's name as a whole path segment (or subdomain), never as a search term. */
function urlNamesAccount(raw: string, name: string): boolean {
  let url: URL
  try {
    url = new URL(raw, 'https://invalid.example/')
  } catch {
    return false
  }
  if (/\/(?:search|explore|find|results?|404|not-?found|error)(?:\/|$)/i.test(url.pathname)) {
    return false
  }
  const segments = url.pathname.split('/').filter(Boolean).map(normalise)
  return segments.includes(name) || url.hostname.toLowerCase().split('.')[0] === name
}

const PROFILE_TYPES = /^(?:Person|ProfilePage|Organization|Corporation|MusicGroup)$/i

/** A Person or ProfilePage (or its mainEntity) whose name-like property is the query. */
function structuredIdentity(node: unknown, name: string, depth = 0): string | null {
  if (depth > 6 || node === null || typeof node !== 'object') return null
  if (Array.isArray(node)) {
    for (const item of node) {
      const hit = structuredIdentity(item, name, depth + 1)
      if (hit) return hit
    }
    return null
  }
  const record = node as Record<string, unknown>
  const type = [record['@type']].flat().find((t) => typeof t === 'string' && PROFILE_TYPES.test(t))
  if (typeof type === 'string') {
    for (const key of ['alternateName', 'identifier', 'name', 'additionalName']) {
      const value = record[key]
      if (typeof value === 'string' && normalise(value) === name) return `${type}.${key}`
    }
    for (const key of ['url', 'sameAs']) {
      const value = record[key]
      if (typeof value === 'string' && urlNamesAccount(value, name)) return `${type}.${key}`
    }
  }
  for (const key of ['mainEntity', 'author', '@graph']) {
    const hit = structuredIdentity(record[key], name, depth + 1)
    if (hit) return hit
  }
  return null
}

function jsonIdentity(text: string, name: string): string | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  return findNameField(data, name, '', 0)
}

/** An object that says it is an error, or that the name is free: its name field proves nothing. */
function saysAbsent(record: Record<string, unknown>): boolean {
  const errors = record.errors ?? record.error
  return (
    (errors !== undefined &&
      errors !== null &&
      errors !== false &&
      !(Array.isArray(errors) && !errors.length)) ||
    record.exists === false ||
    record.found === false ||
    record.available === true ||
    record.success === false
  )
}

/** The first username-like field, at any depth, whose value is the query. */
function findNameField(node: unknown, name: string, path: string, depth: number): string | null {
  if (depth > 8 || node === null || typeof node !== 'object') return null
  if (Array.isArray(node)) {
    for (const [i, item] of node.slice(0, 50).entries()) {
      const hit = findNameField(item, name, `${path}[${i}]`, depth + 1)
      if (hit) return hit
    }
    return null
  }
  if (saysAbsent(node as Record<string, unknown>)) return null
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key
    if (typeof value === 'string') {
      if (NAME_KEYS.has(key) && normalise(value) === name) return `field ${at} is '${value}'`
      if (URL_KEYS.has(key) && urlNamesAccount(value, name)) return `field ${at} is ${value}`
    } else if (typeof value === 'object') {
      const hit = findNameField(value, name, at, depth + 1)
      if (hit) return hit
    }
  }
  return null
}
