/**
 * What a profile carries that says nothing about its owner: the platform's own addresses and
 * pages, share buttons, app-store badges, pictures and scripts, tracking redirects. None of it
 * is ever a lead (docs/leads-and-groups.md). Data, with the two tests that read it.
 */
import { bareHost, httpUrl, siteOf } from '../../shared/profile-urls.ts'

/** Mailboxes that belong to a service, not a person (after any +tag). */
const SERVICE_MAILBOXES =
  /^(?:no-?reply\d*|do-?not-?reply|donotreply|support|help|helpdesk|abuse|postmaster|hostmaster|webmaster|mailer-daemon|bounces?|notifications?|privacy|legal|security|dmca|copyright|unsubscribe)$/i

/** App stores: a badge to install the platform's app. */
const APP_STORE_HOSTS = new Set([
  'apps.apple.com',
  'itunes.apple.com',
  'play.google.com',
  'appgallery.huawei.com',
  'apps.microsoft.com',
  'galaxystore.samsung.com',
])

/** Share buttons and "post this" links, on any site. */
const SHARE_PATH = /\/(?:share|sharer|sharearticle|intent|pin\/create)(?:[/.?]|$)/i
const SHARE_SITES = new Set(['addtoany.com', 'addthis.com', 'sharethis.com'])

/** Pictures, styles, scripts and fonts: what a page is built from, not where a person is. */
const ASSET_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|js|mjs|woff2?|ttf|otf|mp4|webm)$/i
const ASSET_LABEL =
  /^(?:cdn\d*|static\d*|assets?\d*|img\d*|images?\d*|media\d*|avatars?\d*|fonts)$/i
const ASSET_SITES = new Set([
  'akamaihd.net',
  'akamaized.net',
  'cdninstagram.com',
  'fastly.net',
  'fbcdn.net',
  'githubusercontent.com',
  'googleusercontent.com',
  'gstatic.com',
  'jsdelivr.net',
  'sndcdn.com',
  'twimg.com',
  'unpkg.com',
  'ytimg.com',
])

/** Counters and ad servers, and link shorteners that hide where they lead. */
const TRACKING_SITES = new Set([
  'doubleclick.net',
  'google-analytics.com',
  'googleadservices.com',
  'googletagmanager.com',
  'lnkd.in',
  't.co',
])

/**
 * Redirect pages that wrap an outgoing link (`l.facebook.com/l.php?u=…`): the link inside is
 * what the person put there. Host, and the parameters that may hold it.
 */
const REDIRECT_WRAPPERS: Record<string, readonly string[]> = {
  'l.facebook.com': ['u'],
  'lm.facebook.com': ['u'],
  'l.instagram.com': ['u'],
  'out.reddit.com': ['url'],
  'google.com/url': ['q', 'url'],
  'youtube.com/redirect': ['q'],
  't.umblr.com/redirect': ['z'],
  'steamcommunity.com/linkfilter': ['url', 'u'],
}

/** A service's mailbox, or any address at the platform's own site. */
export function isServiceAddress(email: string, platformSites: ReadonlySet<string>): boolean {
  const at = email.lastIndexOf('@')
  const mailbox = email.slice(0, at).split('+')[0] ?? ''
  return SERVICE_MAILBOXES.test(mailbox) || platformSites.has(siteOf(email.slice(at + 1)))
}

/**
 * The address a redirect page wraps, the address itself when it is no wrapper, or null for a
 * wrapper that hides its target.
 */
export function unwrapRedirect(raw: string): string | null {
  const url = httpUrl(raw)
  if (!url) return null
  const host = bareHost(url.hostname)
  const params =
    REDIRECT_WRAPPERS[host] ?? REDIRECT_WRAPPERS[`${host}${url.pathname.replace(/\/$/, '')}`]
  if (!params) return raw
  for (const name of params) {
    const inner = url.searchParams.get(name)
    if (inner && httpUrl(inner)) return inner
  }
  return null
}

/** Why an address is no lead (the platform's own page, a share link...), or null. */
export function urlFurniture(raw: string, platformSites: ReadonlySet<string>): string | null {
  const url = httpUrl(raw)
  if (!url) return 'not an http(s) address'
  const host = bareHost(url.hostname)
  const site = siteOf(host)
  if (platformSites.has(site)) return "the platform's own page"
  if (APP_STORE_HOSTS.has(host)) return 'an app store'
  if (SHARE_SITES.has(site) || SHARE_PATH.test(url.pathname)) return 'a share link'
  if (TRACKING_SITES.has(site) || TRACKING_SITES.has(host)) return 'a tracking link'
  if (ASSET_SITES.has(site) || ASSET_PATH.test(url.pathname)) return 'a picture or a file'
  if (host !== site && ASSET_LABEL.test(host.split('.')[0] ?? '')) return 'a picture or a file'
  return null
}
