/**
 * Platforms whose profile addresses we can read a handle from: a link in a bio, a "Twitter"
 * field, a "github:alice" proof. Data only; the engine reads leads with it and account groups
 * compare a link with a found profile through it (twitter.com/Alice is x.com/alice).
 */
import { bareHost, httpUrl, urlKey } from './profile-urls.ts'

export interface KnownPlatform {
  name: string
  /** What profiles and "service:handle" lists call it, in lower case. */
  keys: readonly string[]
  /** Hosts its profiles live on, bare; the first is the one profiles are linked as. */
  hosts: readonly string[]
  /** The profile's path; its first group is the handle. */
  profile: RegExp
  /** The path before the handle in a profile address. */
  prefix: string
  /** First path segments that are the platform's own pages, never someone's profile. */
  reserved?: readonly string[]
  /** The handle is a phone number (a chat link), not a username. */
  phone?: true
  /** The domain the platform gives handles by default: "ada.bsky.social" is ada there. */
  handleDomain?: string
}

const PAGES = [
  'about',
  'explore',
  'help',
  'home',
  'login',
  'privacy',
  'search',
  'settings',
  'terms',
]

export const KNOWN_PLATFORMS: readonly KnownPlatform[] = [
  {
    name: 'X (Twitter)',
    keys: ['twitter', 'x'],
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com'],
    profile: /^\/@?([A-Za-z0-9_]{1,15})$/,
    prefix: '/',
    reserved: [...PAGES, 'hashtag', 'i', 'intent', 'share', 'signup', 'tos'],
  },
  {
    name: 'GitHub',
    keys: ['github'],
    hosts: ['github.com'],
    profile: /^\/([A-Za-z0-9-]{1,39})$/,
    prefix: '/',
    reserved: [...PAGES, 'features', 'join', 'marketplace', 'pricing', 'sponsors', 'topics'],
  },
  {
    name: 'GitLab',
    keys: ['gitlab'],
    hosts: ['gitlab.com'],
    profile: /^\/([A-Za-z0-9_.-]{2,255})$/,
    prefix: '/',
    reserved: [...PAGES, 'users'],
  },
  {
    name: 'Instagram',
    keys: ['instagram', 'ig'],
    hosts: ['instagram.com'],
    profile: /^\/([A-Za-z0-9_.]{1,30})$/,
    prefix: '/',
    reserved: [...PAGES, 'accounts', 'p', 'reel', 'reels', 'stories'],
  },
  {
    name: 'Facebook',
    keys: ['facebook', 'fb'],
    hosts: ['facebook.com', 'm.facebook.com', 'fb.com'],
    profile: /^\/([A-Za-z0-9.]{5,50})$/,
    prefix: '/',
    reserved: [...PAGES, 'groups', 'pages', 'profile.php', 'sharer.php', 'watch'],
  },
  {
    name: 'LinkedIn',
    keys: ['linkedin'],
    hosts: ['linkedin.com'],
    profile: /^\/in\/([A-Za-z0-9_-]{3,100})$/,
    prefix: '/in/',
  },
  {
    name: 'YouTube',
    keys: ['youtube'],
    hosts: ['youtube.com', 'm.youtube.com'],
    profile: /^\/@([A-Za-z0-9_.-]{3,30})$/,
    prefix: '/@',
  },
  {
    name: 'Twitch',
    keys: ['twitch'],
    hosts: ['twitch.tv', 'm.twitch.tv'],
    profile: /^\/([A-Za-z0-9_]{3,25})$/,
    prefix: '/',
    reserved: [...PAGES, 'directory', 'downloads', 'jobs', 'p', 'prime', 'turbo'],
  },
  {
    name: 'TikTok',
    keys: ['tiktok'],
    hosts: ['tiktok.com', 'm.tiktok.com'],
    profile: /^\/@([A-Za-z0-9_.]{2,24})$/,
    prefix: '/@',
  },
  {
    name: 'Reddit',
    keys: ['reddit'],
    hosts: ['reddit.com', 'old.reddit.com'],
    profile: /^\/(?:u|user)\/([A-Za-z0-9_-]{3,20})$/,
    prefix: '/user/',
  },
  {
    name: 'Bluesky',
    keys: ['bluesky', 'bsky'],
    hosts: ['bsky.app'],
    profile: /^\/profile\/([A-Za-z0-9.-]{3,253})$/,
    prefix: '/profile/',
    handleDomain: 'bsky.social',
  },
  {
    name: 'Mastodon',
    keys: ['mastodon'],
    hosts: ['mastodon.social'],
    profile: /^\/@([A-Za-z0-9_]{1,30})$/,
    prefix: '/@',
  },
  {
    name: 'Threads',
    keys: ['threads'],
    hosts: ['threads.net', 'threads.com'],
    profile: /^\/@([A-Za-z0-9_.]{1,30})$/,
    prefix: '/@',
  },
  {
    name: 'Keybase',
    keys: ['keybase'],
    hosts: ['keybase.io'],
    profile: /^\/([A-Za-z0-9_]{2,16})$/,
    prefix: '/',
    reserved: [...PAGES, 'docs', 'download', 'team'],
  },
  {
    name: 'Telegram',
    keys: ['telegram'],
    hosts: ['t.me', 'telegram.me'],
    profile: /^\/([A-Za-z0-9_]{5,32})$/,
    prefix: '/',
    reserved: ['joinchat', 'share', 'addstickers', 'proxy', 'socks'],
  },
  {
    name: 'Medium',
    keys: ['medium'],
    hosts: ['medium.com'],
    profile: /^\/@([A-Za-z0-9_.-]{1,30})$/,
    prefix: '/@',
  },
  {
    name: 'SoundCloud',
    keys: ['soundcloud'],
    hosts: ['soundcloud.com'],
    profile: /^\/([A-Za-z0-9_-]{3,25})$/,
    prefix: '/',
    reserved: [...PAGES, 'discover', 'upload', 'pages', 'stream', 'you'],
  },
  {
    name: 'Pinterest',
    keys: ['pinterest'],
    hosts: ['pinterest.com'],
    profile: /^\/([A-Za-z0-9_]{3,30})$/,
    prefix: '/',
    reserved: [...PAGES, 'pin', 'ideas', 'today', 'business'],
  },
  {
    name: 'WhatsApp',
    keys: ['whatsapp'],
    hosts: ['wa.me'],
    profile: /^\/\+?([1-9]\d{6,14})$/,
    prefix: '/',
    phone: true,
  },
]

const BY_KEY = new Map(KNOWN_PLATFORMS.flatMap((p) => p.keys.map((k) => [k, p] as const)))
const BY_HOST = new Map(KNOWN_PLATFORMS.flatMap((p) => p.hosts.map((h) => [h, p] as const)))

/** A handle without a platform's default handle domain: "ada.bsky.social" is "ada". */
export function bareHandle(handle: string): string {
  const lower = handle.toLowerCase()
  const domain = KNOWN_PLATFORMS.find(
    (p) => p.handleDomain && lower.endsWith(`.${p.handleDomain}`),
  )?.handleDomain
  return domain ? handle.slice(0, -domain.length - 1) : handle
}

/** The platform a field or a "service:handle" pair names ("twitter", "GitHub"), if known. */
export function platformByKey(key: string): KnownPlatform | undefined {
  return BY_KEY.get(key.trim().toLowerCase())
}

/** The platform whose profiles live on this host, if known. */
export function platformOfHost(host: string): KnownPlatform | undefined {
  return BY_HOST.get(bareHost(host))
}

export interface ProfileAddress {
  platform: KnownPlatform
  handle: string
  /** The profile's address as the platform links it. */
  url: string
}

/** A handle's profile on a known platform. */
export function profileFor(platform: KnownPlatform, handle: string): ProfileAddress {
  const url = `https://${platform.hosts[0]}${platform.prefix}${encodeURIComponent(handle)}`
  return { platform, handle, url }
}

/** The profile an address shows on a known platform, or null (another page, another site). */
export function readProfileAddress(raw: string): ProfileAddress | null {
  const url = httpUrl(raw)
  const platform = url && platformOfHost(url.hostname)
  if (!url || !platform) return null
  const path = url.pathname.replace(/\/+$/, '')
  const handle = platform.profile.exec(path)?.[1]
  if (!handle || platform.reserved?.includes(handle.toLowerCase())) return null
  return profileFor(platform, handle)
}

/** The key a profile address is compared by: one per profile, however it was written. */
export function profileKey(raw: string): string | null {
  return urlKey(readProfileAddress(raw)?.url ?? raw)
}
