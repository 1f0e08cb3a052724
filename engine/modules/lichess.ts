/**
 * Lichess. GET https://lichess.org/api/user/{u} (public API, no key) answers the user
 * ({id, username, createdAt, seenAt, profile, perfs, count, ...}; a closed account has
 * "disabled": true) or 404 {"error":"Not found"}. Usernames are letters, digits, "_" and "-".
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface Perf {
  games?: number
  rating?: number
}
interface LichessUser {
  id?: string
  username?: string
  url?: string
  title?: string
  createdAt?: number
  seenAt?: number
  disabled?: boolean
  closed?: boolean
  tosViolation?: boolean
  patron?: boolean
  verified?: boolean
  profile?: {
    flag?: string
    location?: string
    bio?: string
    realName?: string
    firstName?: string
    lastName?: string
    fideRating?: number
  }
  perfs?: Partial<Record<'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence', Perf>>
  count?: { all?: number; win?: number; loss?: number }
  playTime?: { total?: number }
}

export const lichessModule = usernameModule({
  id: 'lichess',
  name: 'Lichess',
  category: 'gaming',
  url: 'https://lichess.org/@/{}',
  hosts: ['lichess.org'],
  fixtures: { present: 'DrNykterstein', absent: 'noonewouldeverusethis7xq' },
  names: lettersDigitsDashes('Lichess usernames'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://lichess.org/api/user/${encodeURIComponent(ctx.query)}`,
      { headers: { accept: 'application/json' } },
    )
    return readAccount<LichessUser>(res, ctx.query, {
      absent: 'the user API answers 404 for no such user',
      name: 'username',
      record: (user, username) => {
        const profile = user.profile ?? {}
        const fullName =
          profile.realName ??
          ([profile.firstName, profile.lastName].filter(Boolean).join(' ') || undefined)
        return buildRecord(
          {
            name: fullName,
            username,
            id: user.id,
            bio: profile.bio,
            location: profile.location,
            verified: user.verified,
            last_seen: user.seenAt,
            profile_url: user.url ?? `https://lichess.org/@/${encodeURIComponent(username)}`,
          },
          [
            pv.date('created', 'Created', user.createdAt),
            pv.str('title', 'Title', user.title),
            pv.str('country', 'Country', profile.flag),
            pv.int('fide', 'FIDE rating', profile.fideRating),
            pv.int('games', 'Games played', user.count?.all),
            pv.int('bullet_rating', 'Bullet rating', user.perfs?.bullet?.rating),
            pv.int('blitz_rating', 'Blitz rating', user.perfs?.blitz?.rating),
            pv.int('rapid_rating', 'Rapid rating', user.perfs?.rapid?.rating),
            pv.int('classical_rating', 'Classical rating', user.perfs?.classical?.rating),
            pv.int('play_time_s', 'Play time (s)', user.playTime?.total),
            pv.bool('patron', 'Patron', user.patron),
            pv.bool('closed', 'Closed', user.disabled ?? user.closed),
            pv.bool('tos_violation', 'Marked for ToS violation', user.tosViolation),
          ],
        )
      },
    })
  },
})
