/**
 * speedrun.com. GET https://www.speedrun.com/api/v1/users/{u} (REST API v1, no key) answers
 * {"data":{id, names, weblink, role, signup, location, assets, twitch, youtube, ...}} for a
 * runner and 404 {"status":404,"message":"The requested resource could not be found."} for
 * none.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface SrcUser {
  id?: string
  names?: { international?: string; japanese?: string | null }
  pronouns?: string | null
  weblink?: string
  role?: string
  signup?: string | null
  location?: {
    country?: { code?: string; names?: { international?: string } }
    region?: { names?: { international?: string } } | null
  } | null
  twitch?: { uri?: string } | null
  youtube?: { uri?: string } | null
  twitter?: { uri?: string } | null
  assets?: { image?: { uri?: string | null }; icon?: { uri?: string | null } }
}

export const speedrunModule = usernameModule({
  id: 'speedrun',
  name: 'speedrun.com',
  category: 'gaming',
  url: 'https://www.speedrun.com/users/{}',
  hosts: ['www.speedrun.com'],
  fixtures: { present: 'Cheese05', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('speedrun.com names'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.speedrun.com/api/v1/users/${encodeURIComponent(ctx.query)}`,
      {
        headers: { accept: 'application/json' },
      },
    )
    if (res.status === 404) return notFound('the users API answers 404 for no such runner')
    if (res.status !== 200) return unexpected(res)
    const user = res.json<{ data?: SrcUser }>().data
    const name = user?.names?.international
    if (!user?.id || !name) return unexpected(res, 'user object')
    const location = [
      user.location?.region?.names?.international,
      user.location?.country?.names?.international,
    ]
      .filter(Boolean)
      .join(', ')
    // The API also takes runner ids: a runner whose id is the query has another name.
    return foundNamed(
      'names.international',
      name,
      ctx.query,
      buildRecord(
        {
          username: name,
          id: user.id,
          location,
          picture_url: user.assets?.image?.uri,
          profile_url: user.weblink,
        },
        [
          pv.date('signup', 'Signed up', user.signup),
          pv.str('role', 'Role', user.role),
          pv.str('pronouns', 'Pronouns', user.pronouns),
          pv.url('twitch', 'Twitch', user.twitch?.uri),
          pv.url('youtube', 'YouTube', user.youtube?.uri),
          pv.url('twitter', 'Twitter', user.twitter?.uri),
        ],
      ),
    )
  },
})
