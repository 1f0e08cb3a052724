import { messageSays } from './answer-says.ts'
import type { Claim } from './claims.ts'
import { jsonSays, recordSaysNobody } from './json-says.ts'
import { normaliseName } from './names.ts'
import type { ProfileAddress } from './profile-address.ts'

/**
 * Whose account a JSON answer describes: its handle fields (`login`, `username`…) and
 * profile URL fields name an account; display names (`name`, `displayName`) may confirm the
 * asked one but never say it is someone else (people share display names). Inside a list,
 * only the asked account counts: a list names many people.
 */

const HANDLE_KEYS = new Set([
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
  'preferredUsername',
  'identifier',
])
const DISPLAY_KEYS = new Set(['name', 'displayName', 'display_name', 'alternateName'])
const URL_KEYS = new Set(['url', 'profile_url', 'profileUrl', 'html_url', 'link', 'permalink'])

/** What a message field says ("User not found"), with the asked name marked. */
const messageReader = (name: string) => (text: string) => messageSays(text, name)

/** Claims of a JSON answer, shallowest first: the first handle field is the answer's owner. */
export function jsonClaims(
  text: string,
  name: string,
  address: ProfileAddress,
  echo: (url: string) => boolean = () => false,
): Claim[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return []
  }
  const read = messageReader(name)
  // An answer that says the name is free, or nobody's, or that it is an error, names nobody.
  if (jsonSays(data, read)) return []
  const claims: Claim[] = []
  // Breadth first, so the profile's own fields come before those of its followers or posts.
  const queue: { node: unknown; path: string; inList: boolean; depth: number }[] = [
    { node: data, path: '', inList: false, depth: 0 },
  ]
  while (queue.length && claims.length < 20) {
    const { node, path, inList, depth } = queue.shift()!
    if (depth > 8 || node === null || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      for (const [i, item] of node.slice(0, 50).entries()) {
        queue.push({ node: item, path: `${path}[${i}]`, inList: true, depth: depth + 1 })
      }
      continue
    }
    const record = node as Record<string, unknown>
    if (recordSaysNobody(record, read)) continue
    for (const [key, value] of Object.entries(record)) {
      const at = path ? `${path}.${key}` : key
      if (typeof value === 'string') {
        const claim = fieldClaim(key, value, at, name, address, echo)
        if (claim && (claim.account === name || !inList)) claims.push(claim)
      } else if (value && typeof value === 'object') {
        queue.push({ node: value, path: at, inList, depth: depth + 1 })
      }
    }
  }
  return claims
}

function fieldClaim(
  key: string,
  value: string,
  at: string,
  name: string,
  address: ProfileAddress,
  echo: (url: string) => boolean,
): Claim | null {
  if (HANDLE_KEYS.has(key) && value.trim()) {
    return { tier: 'address', account: normaliseName(value), where: `field ${at} is '${value}'` }
  }
  if (DISPLAY_KEYS.has(key) && normaliseName(value) === name) {
    return { tier: 'title', account: name, where: `field ${at} is '${value}'` }
  }
  // A URL that only repeats the address we asked names nobody.
  if (URL_KEYS.has(key) && !echo(value)) {
    const match = address.match(value)
    if (match && !match.deeper) {
      return { tier: 'address', account: match.account, where: `field ${at} is ${value}` }
    }
    if (urlHasSegment(value, name)) {
      return { tier: 'address', account: name, where: `field ${at} is ${value}` }
    }
  }
  return null
}

/** The name as a whole path segment of a URL, never as a search term or on a search page. */
export function urlHasSegment(raw: string, name: string): boolean {
  let url: URL
  try {
    url = new URL(raw, 'https://invalid.example/')
  } catch {
    return false
  }
  if (/\/(?:search|explore|find|results?|404|not-?found|error)(?:\/|$)/i.test(url.pathname)) {
    return false
  }
  return url.pathname.split('/').filter(Boolean).map(normaliseName).includes(name)
}
