/**
 * Profile pages as real sites render them, for any account of any site: the identity check
 * must find the asked account on its own page in every style, and must never take another
 * account's page (a longer name containing the asked one, served at the asked address or
 * reached by a redirect) for the asked account's. The contract suite and the benchmark farm
 * draw them from here.
 */

/**
 * How a profile shows whose it is.
 * - `full`: handle in the title, canonical URL, og:url, structured data, header, tabs.
 * - `title-canonical`: the handle in the title and a canonical URL (its own address), nothing
 *   else: the canonical only repeats the address asked, so the title carries the proof.
 * - `display-title`: only the display name in the title, no canonical; "@handle" in the header.
 * - `tabs`: display name title, no canonical, no handle; links to its own pages.
 * - `handle-link`: display name title, no canonical; a link reading "@handle" to itself.
 * - `json`: a JSON API's answer, the handle in a field.
 */
export const PROFILE_STYLES = [
  'full',
  'display-title',
  'tabs',
  'handle-link',
  'title-canonical',
  'json',
] as const
export type ProfileStyle = (typeof PROFILE_STYLES)[number]

export interface ProfilePageOptions {
  /** The account's profile address. */
  profileUrl: string
  /** Text every profile page of the site carries (its presence markers). */
  markers?: readonly string[]
  siteName?: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A display name made from the handle ("alice2" → "Alice"): the kind people share. */
export function displayName(handle: string): string {
  const word =
    handle
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ')[0] || handle
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`
}

/** Whether a name can be shown as an "@handle" (no spaces or punctuation sites refuse). */
export const handleShaped = (name: string) => /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u.test(name)

export function profilePage(
  handle: string,
  style: ProfileStyle,
  options: ProfilePageOptions,
): string {
  if (style === 'json') return profileJson(handle, options)
  const site = options.siteName ?? 'Example'
  const shown = escapeHtml(displayName(handle))
  const at = `@${escapeHtml(handle)}`
  const url = escapeHtml(options.profileUrl)
  const sub = (tab: string) => escapeHtml(belowProfile(options.profileUrl, handle, tab))
  const markers = (options.markers ?? []).map((m) => `<!-- ${m} --><span hidden>${m}</span>`)
  const head: string[] = []
  const body: string[] = [`<div class="profile-card"><h2 class="display-name">${shown}</h2>`]
  switch (style) {
    case 'full': {
      const ld = JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: { '@type': 'Person', name: displayName(handle), alternateName: `@${handle}` },
      }).replace(/</g, '\\u003c')
      head.push(
        `<title>${shown} (${at}) · ${site}</title>`,
        `<link rel="canonical" href="${url}">`,
        `<meta property="og:url" content="${url}">`,
        `<script type="application/ld+json">${ld}</script>`,
      )
      body.push(`<span class="profile-handle">${at}</span>`, tabs(sub))
      break
    }
    case 'display-title':
      head.push(`<title>${shown} · ${site}</title>`)
      body.push(`<span class="profile-handle">${at}</span>`)
      break
    case 'tabs':
      head.push(`<title>${shown}</title>`)
      body.push(tabs(sub))
      break
    case 'handle-link':
      head.push(`<title>${shown} on ${site}</title>`)
      body.push(`<p class="meta">Member since 2019 · <a href="${url}">${at}</a></p>`)
      break
    case 'title-canonical':
      head.push(
        `<title>${escapeHtml(handle)} | ${site}</title>`,
        `<link rel="canonical" href="${url}">`,
      )
      break
  }
  body.push('<p class="bio">Photos, trips and the odd recipe.</p></div>', ...markers)
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head.join('')}</head><body><header class="site-header"><a href="/">${escapeHtml(site)}</a> <a href="/login">Log in</a></header><main>${body.join('')}</main></body></html>`
}

/** What a profile's JSON API answers: the handle in a field, a display name, counts. */
function profileJson(handle: string, options: ProfilePageOptions): string {
  const markers = (options.markers ?? []).join(' ')
  return JSON.stringify({
    user: {
      id: 48213,
      username: handle,
      display_name: displayName(handle),
      bio: 'Photos, trips and the odd recipe.',
      followers_count: 128,
      created_at: '2019-04-02T10:00:00Z',
      profile_url: options.profileUrl,
      ...(markers ? { badge: markers } : {}),
    },
  })
}

/** The content type a profile of this style is served with. */
export const profileType = (style: ProfileStyle) =>
  style === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'

/** A page below the profile: below its path, its fragment (single-page apps) or its query. */
function belowProfile(profileUrl: string, handle: string, tab: string): string {
  const url = new URL(profileUrl)
  if (decodeURIComponent(url.hash).includes(handle)) url.hash = `${url.hash.slice(1)}/${tab}`
  else if (url.search) url.search = `${url.search}&tab=${tab}`
  else url.pathname = `${url.pathname.replace(/\/+$/, '')}/${tab}`
  return url.href
}

const tabs = (sub: (tab: string) => string) =>
  `<nav class="tabs"><a href="${sub('posts')}">Posts</a> <a href="${sub('followers')}">Followers</a> <a href="${sub('following')}">Following</a></nav>`

/** Longer names that contain the asked one, as a site's fuzzy match or a redirect serves them. */
export const longerNames = (name: string): string[] => [`${name}2`, `m${name}`]
