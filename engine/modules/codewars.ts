/**
 * Codewars. GET https://www.codewars.com/api/v1/users/{u} (public API v1, no key) answers
 * {id, username, name, honor, clan, leaderboardPosition, skills, ranks, codeChallenges} or
 * 404 {"success":false,"reason":"not found"}.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

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

export const codewarsModule = usernameModule({
  id: 'codewars',
  name: 'Codewars',
  category: 'coding',
  url: 'https://www.codewars.com/users/{}',
  hosts: ['www.codewars.com'],
  fixtures: { present: 'g964', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Codewars usernames'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.codewars.com/api/v1/users/${encodeURIComponent(ctx.query)}`,
      {
        headers: { accept: 'application/json' },
      },
    )
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
})
