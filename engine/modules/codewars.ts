/**
 * Codewars. GET https://www.codewars.com/api/v1/users/{u} (public API v1, no key) answers
 * {id, username, name, honor, clan, leaderboardPosition, skills, ranks, codeChallenges} or
 * 404 {"success":false,"reason":"not found"}.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { notFound } from './_shared/outcomes.ts'
import { pathSegment } from './_shared/path.ts'

interface CodewarsUser {
  id?: string
  username?: string
  name?: string | null
  honor?: number
  clan?: string | null
  leaderboardPosition?: number | null
  skills?: string[] | null
  ranks?: { overall?: { name?: string; score?: number }; languages?: Record<string, unknown> }
  codeChallenges?: { totalAuthored?: number; totalCompleted?: number }
}

export const codewarsModule: LookupModule = {
  id: 'codewars',
  name: 'Codewars',
  category: 'coding',
  types: ['username'],
  url: 'https://www.codewars.com/users/{}',
  hosts: ['www.codewars.com'],
  kind: 'module',
  fixtures: { present: 'g964', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const segment = pathSegment(ctx.query)
    if (!segment) return notFound('Codewars usernames are never only dots')
    const res = await ctx.http.request(`https://www.codewars.com/api/v1/users/${segment}`, {
      headers: { accept: 'application/json' },
    })
    return readAccount<CodewarsUser>(res, ctx.query, {
      absent: 'the users API answers 404 for no such user',
      name: 'username',
      record: (user, username) =>
        buildRecord(
          {
            name: user.name,
            username,
            id: user.id,
            profile_url: `https://www.codewars.com/users/${encodeURIComponent(username)}`,
          },
          [
            pv.int('honor', 'Honor', user.honor),
            pv.str('rank', 'Rank', user.ranks?.overall?.name),
            pv.int('leaderboard_position', 'Leaderboard position', user.leaderboardPosition),
            pv.int('completed', 'Kata completed', user.codeChallenges?.totalCompleted),
            pv.int('authored', 'Kata authored', user.codeChallenges?.totalAuthored),
            pv.str('clan', 'Clan', user.clan),
            pv.str('languages', 'Languages', Object.keys(user.ranks?.languages ?? {}).join(', ')),
          ],
        ),
    })
  },
}
