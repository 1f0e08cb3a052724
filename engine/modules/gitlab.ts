/**
 * GitLab.com. GET /api/v4/users?username={u} (public, no key) answers a JSON array: one user
 * object when the username exists, [] when it does not. GET /api/v4/users/{id} then answers
 * the public profile (username, bio, location, followers, created_at). The profile, the last
 * answer, decides a found (a verdict's evidence cites the last request), so it must answer.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'

interface GitlabUser {
  id?: number
  username?: string
  name?: string
  state?: string
  locked?: boolean
  avatar_url?: string | null
  web_url?: string
  created_at?: string
  bio?: string | null
  location?: string | null
  public_email?: string | null
  website_url?: string | null
  organization?: string | null
  job_title?: string | null
  pronouns?: string | null
  bot?: boolean
  followers?: number
  following?: number
}

const API = 'https://gitlab.com/api/v4'

export const gitlabModule: LookupModule = {
  id: 'gitlab',
  name: 'GitLab',
  category: 'coding',
  types: ['username'],
  url: 'https://gitlab.com/{}',
  hosts: ['gitlab.com'],
  kind: 'module',
  fixtures: { present: 'sytses', absent: 'noonewouldeverusethis7-xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `${API}/users?${new URLSearchParams({ username: ctx.query })}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200) return unexpected(res)
    const list = res.json<GitlabUser[]>()
    if (!Array.isArray(list)) return unexpected(res, 'user list')
    const hit = list[0]
    if (!hit) return notFound('the username search answers an empty list')
    if (hit.id === undefined) return unexpected(res, 'user entry')
    const profile = await ctx.http.request(`${API}/users/${encodeURIComponent(hit.id)}`, {
      headers: { accept: 'application/json' },
    })
    if (profile.status !== 200) return unexpected(profile, 'profile answer')
    const u = profile.json<GitlabUser>()
    return foundNamed(
      'username',
      u.username,
      ctx.query,
      buildRecord(
        {
          name: u.name,
          username: u.username,
          id: u.id,
          bio: u.bio,
          location: u.location,
          email: u.public_email,
          picture_url: u.avatar_url,
          followers: u.followers,
          profile_url: u.web_url,
        },
        [
          pv.date('created', 'Created', u.created_at),
          pv.str('state', 'State', u.state),
          pv.int('following', 'Following', u.following),
          pv.str('organization', 'Organization', u.organization),
          pv.str('job_title', 'Job title', u.job_title),
          pv.url('website', 'Website', u.website_url),
          pv.bool('bot', 'Bot', u.bot),
        ],
      ),
    )
  },
}
