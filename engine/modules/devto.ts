/**
 * DEV Community. GET https://dev.to/api/users/by_username?url={u} (Forem API, no key)
 * answers the user ({type_of:"user", id, username, name, summary, location, joined_at,
 * profile_image, ...}) or 404 {"error":"not found","status":404}.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'

interface DevUser {
  type_of?: string
  id?: number
  username?: string
  name?: string
  twitter_username?: string | null
  github_username?: string | null
  summary?: string | null
  location?: string | null
  website_url?: string | null
  joined_at?: string
  profile_image?: string
}

export const devtoModule: LookupModule = {
  id: 'devto',
  name: 'DEV Community',
  category: 'blogging',
  types: ['username'],
  url: 'https://dev.to/{}',
  hosts: ['dev.to'],
  kind: 'module',
  fixtures: { present: 'ben', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://dev.to/api/users/by_username?${new URLSearchParams({ url: ctx.query })}`,
      { headers: { accept: 'application/vnd.forem.api-v1+json' } },
    )
    return readAccount<DevUser>(res, ctx.query, {
      absent: 'the users API answers 404 for no such username',
      name: 'username',
      record: (user, username) =>
        buildRecord(
          {
            name: user.name,
            username,
            id: user.id,
            bio: user.summary,
            location: user.location,
            picture_url: user.profile_image,
            profile_url: `https://dev.to/${encodeURIComponent(username)}`,
          },
          [
            pv.date('joined', 'Joined', user.joined_at),
            pv.url('website', 'Website', user.website_url),
            pv.str('github', 'GitHub', user.github_username),
            pv.str('twitter', 'Twitter', user.twitter_username),
          ],
        ),
    })
  },
}
