/**
 * Wattpad. GET https://www.wattpad.com/api/v3/users/{u}?fields=... (the site's v3 API, no key)
 * answers the User object (username, name, avatar, description, location, createDate,
 * numFollowers, numStoriesPublished, verified, ...) or {"error_code":1014,"error_type":
 * "NotFound","message":"User not found"} for a deleted or unknown user.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

const FIELDS = [
  'username',
  'name',
  'avatar',
  'description',
  'location',
  'createDate',
  'verified',
  'website',
  'numFollowers',
  'numFollowing',
  'numStoriesPublished',
  'numLists',
  'votesReceived',
].join(',')

interface WattpadUser {
  username?: string
  name?: string
  avatar?: string
  description?: string
  location?: string
  createDate?: string
  verified?: boolean
  website?: string
  numFollowers?: number
  numFollowing?: number
  numStoriesPublished?: number
  numLists?: number
  votesReceived?: number
  error_code?: number
  error_type?: string
}

export const wattpadModule = usernameModule({
  id: 'wattpad',
  name: 'Wattpad',
  category: 'blogging',
  url: 'https://www.wattpad.com/user/{}',
  hosts: ['www.wattpad.com'],
  fixtures: { present: 'Wattpad', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Wattpad usernames'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.wattpad.com/api/v3/users/${encodeURIComponent(ctx.query)}?${new URLSearchParams({ fields: FIELDS })}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200 && res.status !== 400 && res.status !== 404) return unexpected(res)
    const user = res.json<WattpadUser>()
    if (user.error_code === 1014) return notFound("error_code is 1014, Wattpad's user not found")
    if (res.status !== 200 || !user.username) return unexpected(res, 'user object')
    return foundNamed(
      'username',
      user.username,
      ctx.query,
      buildRecord(
        {
          name: user.name,
          username: user.username,
          bio: user.description,
          location: user.location,
          picture_url: user.avatar,
          followers: user.numFollowers,
          verified: user.verified,
          profile_url: `https://www.wattpad.com/user/${encodeURIComponent(user.username)}`,
        },
        [
          pv.date('created', 'Created', user.createDate),
          pv.int('stories', 'Published stories', user.numStoriesPublished),
          pv.int('following', 'Following', user.numFollowing),
          pv.int('reading_lists', 'Reading lists', user.numLists),
          pv.int('votes_received', 'Votes received', user.votesReceived),
          pv.url('website', 'Website', user.website),
        ],
      ),
    )
  },
})
