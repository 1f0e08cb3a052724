/**
 * Roblox. POST https://users.roblox.com/v1/usernames/users {"usernames":[u]} (public, no key)
 * answers {"data":[{id, name, displayName, hasVerifiedBadge}]} for a taken name and
 * {"data":[]} for a free one. Optional extras by id: friends.roblox.com followers count and
 * thumbnails.roblox.com avatar headshot. Then users.roblox.com/v1/users/{id} (name,
 * description, created, isBanned) decides a found: it is asked last because a verdict's
 * evidence cites the last request. Names are letters, digits and "_".
 */
import type { ModuleContext } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { usernameModule } from './_shared/username-module.ts'

interface RobloxUser {
  id?: number
  name?: string
  displayName?: string
  hasVerifiedBadge?: boolean
  description?: string
  created?: string
  isBanned?: boolean
}

async function getJson<T>(ctx: ModuleContext, url: string): Promise<T | undefined> {
  try {
    const res = await ctx.http.request(url, { headers: { accept: 'application/json' } })
    return res.status === 200 ? res.json<T>() : undefined
  } catch {
    // Extras: the profile still decides without them.
    return undefined
  }
}

export const robloxModule = usernameModule({
  id: 'roblox',
  name: 'Roblox',
  category: 'gaming',
  url: 'https://www.roblox.com/users/profile?username={}',
  hosts: ['users.roblox.com', 'friends.roblox.com', 'thumbnails.roblox.com'],
  fixtures: { present: 'builderman', absent: 'noonewouldever7xq' },
  names: { allowed: /^[A-Za-z0-9_]+$/, proof: 'Roblox usernames are letters, digits and "_"' },
  async run(ctx) {
    const res = await ctx.http.request('https://users.roblox.com/v1/usernames/users', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: { usernames: [ctx.query], excludeBannedUsers: false },
    })
    if (res.status !== 200) return unexpected(res)
    const list = res.json<{ data?: RobloxUser[] }>()
    if (!Array.isArray(list.data)) return unexpected(res, 'user list')
    const hit = list.data[0]
    if (!hit) return notFound('field data is an empty list')
    if (hit.id === undefined) return unexpected(res, 'user entry')
    const id = encodeURIComponent(hit.id)
    const [followers, thumbs] = await Promise.all([
      getJson<{ count?: number }>(ctx, `https://friends.roblox.com/v1/users/${id}/followers/count`),
      getJson<{ data?: { imageUrl?: string; state?: string }[] }>(
        ctx,
        `https://thumbnails.roblox.com/v1/users/avatar-headshot?userIds=${id}&size=150x150&format=Png&isCircular=false`,
      ),
    ])
    const profile = await ctx.http.request(`https://users.roblox.com/v1/users/${id}`, {
      headers: { accept: 'application/json' },
    })
    if (profile.status !== 200) return unexpected(profile, 'profile answer')
    const user = profile.json<RobloxUser>()
    const thumb = thumbs?.data?.[0]
    return foundNamed(
      'name',
      user.name,
      ctx.query,
      buildRecord(
        {
          name: user.displayName,
          username: user.name,
          id: user.id,
          bio: user.description,
          picture_url: thumb?.state === 'Completed' ? thumb.imageUrl : undefined,
          followers: followers?.count,
          verified: user.hasVerifiedBadge,
          profile_url: `https://www.roblox.com/users/${id}/profile`,
        },
        [pv.date('created', 'Created', user.created), pv.bool('banned', 'Banned', user.isBanned)],
      ),
    )
  },
})
