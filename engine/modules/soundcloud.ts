/**
 * SoundCloud. GET https://soundcloud.com/{u} (the profile page; the API needs a client id)
 * embeds `window.__sc_hydration = [...]`, whose {"hydratable":"user","data":{...}} entry is
 * the user (id, username, full_name, description, city, country_code, avatar_url,
 * followers_count, verified, created_at, track_count, ...). A free name answers 404.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface ScUser {
  id?: number
  kind?: string
  username?: string
  permalink?: string
  permalink_url?: string
  full_name?: string
  description?: string | null
  city?: string | null
  country_code?: string | null
  avatar_url?: string
  followers_count?: number
  followings_count?: number
  track_count?: number
  playlist_count?: number
  likes_count?: number
  verified?: boolean
  created_at?: string
  last_modified?: string
}

function hydration(html: string): { hydratable?: string; data?: unknown }[] | undefined {
  const match = /window\.__sc_hydration\s*=\s*(\[[\s\S]*?\]);\s*<\/script>/.exec(html)
  if (!match?.[1]) return undefined
  try {
    const parsed: unknown = JSON.parse(match[1])
    return Array.isArray(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

export const soundcloudModule = usernameModule({
  id: 'soundcloud',
  name: 'SoundCloud',
  category: 'music',
  url: 'https://soundcloud.com/{}',
  hosts: ['soundcloud.com'],
  fixtures: { present: 'skrillex', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('SoundCloud names'),
  async run(ctx) {
    const res = await ctx.http.request(`https://soundcloud.com/${encodeURIComponent(ctx.query)}`)
    if (res.status === 404) return notFound('the profile page answers 404 for no such name')
    if (res.status !== 200) return unexpected(res)
    const entries = hydration(res.text)
    if (!entries) return unrecognised('SoundCloud page')
    const user = entries.find((e) => e.hydratable === 'user')?.data as ScUser | undefined
    // Reserved paths (e.g. /discover) render without a user entry; so would a changed page.
    if (!user?.permalink) return unrecognised('SoundCloud page without a user')
    return foundNamed(
      'permalink',
      user.permalink,
      ctx.query,
      buildRecord(
        {
          name: user.full_name || user.username,
          username: user.permalink,
          id: user.id,
          bio: user.description,
          location: [user.city, user.country_code].filter(Boolean).join(', '),
          picture_url: user.avatar_url,
          followers: user.followers_count,
          verified: user.verified,
          profile_url: user.permalink_url,
        },
        [
          pv.date('created', 'Created', user.created_at),
          pv.str('display_name', 'Display name', user.username),
          pv.int('tracks', 'Tracks', user.track_count),
          pv.int('playlists', 'Playlists', user.playlist_count),
          pv.int('following', 'Following', user.followings_count),
          pv.int('likes', 'Likes', user.likes_count),
        ],
      ),
    )
  },
})
