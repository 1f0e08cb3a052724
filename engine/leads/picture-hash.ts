/**
 * A found profile's picture, fetched once and hashed, so the report can see the same picture
 * on two platforms (shared/account-groups.ts). It goes through the engine's one outbound client
 * like every check: private addresses refused, redirects only to the hosts allowed here, plus
 * a 1 MiB cap, a short timeout and image types only. Any failure just means no hash.
 */
import { createHash } from 'node:crypto'
import { PICTURE_DOMAINS } from './picture-hosts.ts'
import type { EngineHttp } from '../http/client.ts'
import { bareHost, httpUrl, siteOf } from '../../shared/profile-urls.ts'

export const PICTURE_MAX_BYTES = 1024 * 1024
export const PICTURE_TIMEOUT_MS = 3000
/** Below this a "picture" is a spacer or a blank, the same for everyone. */
const PICTURE_MIN_BYTES = 128

/**
 * Platforms' stand-in pictures for people without one: the same file on many accounts, so
 * never a sign that two accounts are one person.
 */
const STAND_IN =
  /default|placeholder|no[-_]?avatar|no[-_]?photo|no[-_]?image|blank|anonymous|silhouette|[?&]d=(?:mp|mm|blank)\b/i

export interface PictureSource {
  id: string
  hosts: readonly string[]
}

/** Whether a module's picture may be fetched from this host. */
export function pictureHostAllowed(host: string, module: PictureSource): boolean {
  const name = host.toLowerCase()
  if (module.hosts.includes(name)) return true
  if (module.hosts.some((h) => siteOf(h) === siteOf(name))) return true
  return (PICTURE_DOMAINS[module.id] ?? []).some(
    (domain) => bareHost(name) === domain || name.endsWith(`.${domain}`),
  )
}

/**
 * SHA-256 (hex) of the picture at `url`, or undefined when it is not fetched (a host not
 * allowed, a stand-in picture) or not a picture (an error, another type, too big, too small).
 */
export async function pictureHash(
  url: string,
  module: PictureSource,
  http: EngineHttp,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const target = httpUrl(url)
  if (!target || STAND_IN.test(url) || !pictureHostAllowed(target.hostname, module)) return
  const limit = AbortSignal.timeout(PICTURE_TIMEOUT_MS)
  const client = http.forModule(
    [...module.hosts, target.hostname.toLowerCase()],
    signal ? AbortSignal.any([signal, limit]) : limit,
  )
  try {
    const res = await client.request(target.toString(), {
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      detectBlocks: false,
      maxBytes: PICTURE_MAX_BYTES,
      binary: true,
    })
    const type = res.headers['content-type'] ?? ''
    // SVG is text, and often an initial drawn for anyone of that name.
    if (res.status !== 200 || !/^image\/(?!svg)/i.test(type)) return
    if (Number(res.headers['content-length']) > PICTURE_MAX_BYTES) return
    // A body cut at the cap is not the whole picture.
    const bytes = res.bytes ?? Buffer.alloc(0)
    if (bytes.length >= PICTURE_MAX_BYTES || bytes.length < PICTURE_MIN_BYTES) return
    return createHash('sha256').update(bytes).digest('hex')
  } catch {
    return undefined
  }
}
