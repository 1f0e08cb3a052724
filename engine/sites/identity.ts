import { canonicalUrl, jsonLdBlocks, metaTags, pageTitle } from './html.ts'
import { normaliseName } from './names.ts'
import { resolveJsonOwner, resolveOwner, type Claim, type Owner } from './claims.ts'
import { jsonClaims, urlHasSegment } from './json-identity.ts'
import { handlesIn, headerTexts, pageLinks } from './page-places.ts'
import { profileAddress, sameAddress, type ProfileAddress } from './profile-address.ts'
import { wholeName, type WholeNameRules } from './whole-name.ts'

/**
 * The identity check: whose account a page is. A page proves it is the asked account's own
 * profile only by naming that account, as a whole name, in a place that belongs to the
 * profile: its canonical URL or og:url, its structured data, its title, the "@handle" in its
 * header, or links to its own pages (claims.ts says how they rank). Every such place is read.
 * The address we asked for proves nothing, nor does any URL that merely repeats it (a
 * canonical URL, og:url or redirect that is our own request echoed back): a site that answers
 * every name repeats every name. Another account named anywhere outranks such an echo, and a
 * page that names another account in a place that outranks the asked one's is that account's
 * page, whatever address it was served at. Text every profile of the site carries proves
 * nothing either.
 */

export interface IdentityInput {
  body: string
  query: string
  /** The URL that was asked for. */
  requestUrl: string
  /** The URL the answer came from, after redirects. */
  finalUrl: string
  /** The site's profile address, to read account names out of its URLs. */
  address: ProfileAddress
}

export { profileAddress, type ProfileAddress }

/** Whose page it is: the asked account's (with the proof), another's, or nobody can tell. */
export function pageOwner(input: IdentityInput): Owner {
  const name = normaliseName(input.query)
  if (!name) return { owner: 'unknown' }
  const trimmed = input.body.trimStart()
  const echo = echoOf(input)
  const redirect = redirectClaim(input, name)
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const claims = jsonClaims(trimmed, name, input.address, echo)
    return resolveJsonOwner(redirect ? [redirect, ...claims] : claims, name)
  }
  const html = input.body.slice(0, 300_000)
  // Every place is read: another account named anywhere must be seen.
  // A profile's header and tabs come early in its page: the first 150 kB are enough.
  const top = html.slice(0, 150_000)
  const claims = [
    ...addressClaims(html, name, input.address, echo),
    ...(redirect ? [redirect] : []),
    ...headerClaims(top),
    ...linkClaims(top, input),
    ...titleClaims(html, name),
  ]
  return resolveOwner(claims, name)
}

/**
 * Whether a URL of the answer only repeats what we asked: the address we requested, or the
 * one it answered from. We chose that address and the name in it, so it names nobody.
 */
function echoOf(input: IdentityInput): (url: string) => boolean {
  return (url) => {
    let absolute: string
    try {
      absolute = new URL(url, input.finalUrl).href
    } catch {
      return false
    }
    return sameAddress(absolute, input.requestUrl) || sameAddress(absolute, input.finalUrl)
  }
}

/**
 * A redirect the site chose names the account it sent us to when that is another account. One
 * that only moves the asked name to another address repeats our own words: no claim.
 */
function redirectClaim(input: IdentityInput, name: string): Claim | null {
  if (sameAddress(input.requestUrl, input.finalUrl)) return null
  const match = input.address.match(input.finalUrl)
  const where = `the site redirected to ${input.finalUrl}`
  if (match && !match.deeper && match.account !== name) {
    return { tier: 'address', account: match.account, where }
  }
  return null
}

/** An address place of the page (canonical, og:url, structured data URL) naming an account. */
function urlClaim(
  url: string,
  label: string,
  name: string,
  address: ProfileAddress,
  echo: (url: string) => boolean,
): Claim | null {
  if (echo(url)) return null
  const match = address.match(url)
  if (match && !match.deeper)
    return { tier: 'address', account: match.account, where: `${label} ${url}` }
  if (urlHasSegment(url, name)) return { tier: 'address', account: name, where: `${label} ${url}` }
  return null
}

function addressClaims(
  html: string,
  name: string,
  address: ProfileAddress,
  echo: (url: string) => boolean,
): Claim[] {
  const claims: Claim[] = []
  const meta = metaTags(html)
  for (const [label, url] of [
    ['canonical URL', canonicalUrl(html)],
    ['og:url', meta.get('og:url')],
  ] as const) {
    const claim = url && urlClaim(url, label, name, address, echo)
    if (claim) claims.push(claim)
  }
  for (const block of jsonLdBlocks(html)) structuredClaims(block, name, address, echo, claims, 0)
  return claims
}

const PROFILE_TYPES = /^(?:Person|ProfilePage|Organization|Corporation|MusicGroup)$/i

/** A Person or ProfilePage (or its mainEntity): its handle and URL name an account. */
function structuredClaims(
  node: unknown,
  name: string,
  address: ProfileAddress,
  echo: (url: string) => boolean,
  claims: Claim[],
  depth: number,
): void {
  if (depth > 6 || node === null || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const item of node) structuredClaims(item, name, address, echo, claims, depth + 1)
    return
  }
  const record = node as Record<string, unknown>
  const type = [record['@type']].flat().find((t) => typeof t === 'string' && PROFILE_TYPES.test(t))
  if (typeof type === 'string') {
    for (const key of ['alternateName', 'identifier', 'additionalName', 'name']) {
      const value = record[key]
      if (typeof value !== 'string') continue
      const where = `structured data ${type}.${key} '${value}'`
      // A handle ("@alice2") names an account; a display name may only confirm the asked one.
      if (value.trim().startsWith('@') || key === 'identifier') {
        claims.push({ tier: 'address', account: normaliseName(value), where })
      } else if (normaliseName(value) === name) {
        claims.push({ tier: 'title', account: name, where })
      }
    }
    for (const key of ['url', '@id']) {
      const value = record[key]
      if (typeof value !== 'string') continue
      const claim = urlClaim(value, `structured data ${type}.${key}`, name, address, echo)
      if (claim) claims.push(claim)
    }
  }
  for (const key of ['mainEntity', 'author', '@graph']) {
    structuredClaims(record[key], name, address, echo, claims, depth + 1)
  }
}

function headerClaims(html: string): Claim[] {
  return headerTexts(html).flatMap((text) =>
    handlesIn(text).map((account): Claim => ({
      tier: 'header',
      account,
      where: `the profile header shows '@${account}'`,
    })),
  )
}

function linkClaims(html: string, input: IdentityInput): Claim[] {
  const claims: Claim[] = []
  const below = new Map<string, Set<string>>()
  for (const link of pageLinks(html)) {
    if (!input.address.mayMatch(link.href)) continue
    const match = input.address.match(link.href, input.finalUrl)
    if (!match) continue
    if (handlesIn(link.text).includes(match.account)) {
      claims.push({
        tier: 'handle-link',
        account: match.account,
        where: `a link reads '@${match.account}' to ${link.href}`,
      })
    }
    if (match.deeper) {
      const pages = below.get(match.account) ?? new Set<string>()
      pages.add(link.href)
      below.set(match.account, pages)
    }
  }
  for (const [account, pages] of below) {
    if (pages.size < 2) continue
    const some = [...pages].slice(0, 2).join(', ')
    claims.push({ tier: 'own-links', account, where: `links to its own pages ${some}` })
  }
  return claims
}

/** Titles of pages that are not a profile even when they repeat the name. */
const NOT_A_PROFILE =
  /\b(?:search|results?|not\s+found|404|no\s+(?:such\s+)?(?:user|member|account|profile|page)|does\s*n[o']t\s+exist|doesn't\s+exist|not\s+exist|unavailable|suspended|banned|deleted|removed|deactivated|error|oops|sign\s*(?:in|up)|log\s*in|register|join|create\s+(?:an\s+)?account|available|claim|sorry|invalid)\b/i

/** The name as a whole word: "alice" is in "alice | Site", not in "malice" or "alice.smith". */
export const TITLE_NAME: WholeNameRules = {
  ignoreCase: true,
  handle: true,
  before: /[\p{L}\p{N}_.@-]$/u,
  after: /^(?:[\p{L}\p{N}_-]|\.[\p{L}\p{N}_])/u,
}

function titleClaims(html: string, name: string): Claim[] {
  const claims: Claim[] = []
  const named = wholeName(name, TITLE_NAME)
  for (const [label, title] of [
    ['page title', pageTitle(html)],
    ['og:title', metaTags(html).get('og:title')],
  ] as const) {
    if (!title || !named.test(title)) continue
    // The name itself may be a word like "error": judge only the rest of the title.
    if (NOT_A_PROFILE.test(named.replace(title, ' '))) continue
    claims.push({ tier: 'title', account: name, where: `${label} contains '${name}'` })
  }
  return claims
}
