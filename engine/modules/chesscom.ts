/**
 * Chess.com. Published-Data API (no key): GET https://api.chess.com/pub/player/{u} answers the
 * profile ({player_id, username, name, avatar, followers, joined, last_online, status, ...})
 * or 404 {"code":0,"message":"User \"x\" not found."}. GET .../stats adds ratings; it is
 * optional, and asked first so that the profile, which decides, is the last answer (the one
 * a verdict's evidence cites). Usernames are case-insensitive and the API wants them in
 * lower case.
 */
import type { ModuleContext } from '../types.ts'
import { buildRecord, pv, type VariableInput } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface ChessPlayer {
  '@id'?: string
  url?: string
  username?: string
  player_id?: number
  title?: string
  status?: string
  name?: string
  avatar?: string
  location?: string
  country?: string
  joined?: number
  last_online?: number
  followers?: number
  is_streamer?: boolean
  verified?: boolean
  league?: string
  fide?: number
}

interface RatingRecord {
  last?: { rating?: number }
  best?: { rating?: number }
  record?: { win?: number; loss?: number; draw?: number }
}
type ChessStats = Partial<
  Record<'chess_rapid' | 'chess_blitz' | 'chess_bullet' | 'chess_daily', RatingRecord>
> & {
  fide?: number
}

const API = 'https://api.chess.com/pub/player'

async function ratings(ctx: ModuleContext, username: string): Promise<VariableInput[]> {
  try {
    const res = await ctx.http.request(`${API}/${encodeURIComponent(username)}/stats`)
    if (res.status !== 200) return []
    const stats = res.json<ChessStats>()
    const out: VariableInput[] = []
    for (const [key, label] of [
      ['chess_rapid', 'Rapid rating'],
      ['chess_blitz', 'Blitz rating'],
      ['chess_bullet', 'Bullet rating'],
      ['chess_daily', 'Daily rating'],
    ] as const) {
      const r = stats[key]
      out.push(pv.int(`${key.slice(6)}_rating`, label, r?.last?.rating))
      if (r?.record) {
        const { win = 0, loss = 0, draw = 0 } = r.record
        out.push(pv.int(`${key.slice(6)}_games`, `${label.split(' ')[0]} games`, win + loss + draw))
      }
    }
    return out
  } catch {
    // Ratings are extras: without them the profile still decides.
    return []
  }
}

export const chesscomModule = usernameModule({
  id: 'chesscom',
  name: 'Chess.com',
  category: 'gaming',
  url: 'https://www.chess.com/member/{}',
  hosts: ['api.chess.com'],
  fixtures: { present: 'hikaru', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Chess.com usernames'),
  async run(ctx) {
    const username = ctx.query.toLowerCase()
    const extras = await ratings(ctx, username)
    const res = await ctx.http.request(`${API}/${encodeURIComponent(username)}`)
    if (res.status === 404) return notFound('the player API answers 404 for no such user')
    // 410 is the API's documented "no data will ever be available at this URL".
    if (res.status === 410) return notFound('the player API answers 410: no data will ever exist')
    if (res.status !== 200) return unexpected(res)
    const player = res.json<ChessPlayer>()
    const country = player.country?.match(/\/country\/([A-Z]{2})$/)?.[1]
    return foundNamed(
      'username',
      player.username,
      username,
      buildRecord(
        {
          name: player.name,
          username: player.username,
          id: player.player_id,
          location: player.location,
          picture_url: player.avatar,
          followers: player.followers,
          verified: player.verified,
          last_seen: player.last_online,
          profile_url: player.url,
        },
        [
          pv.date('joined', 'Joined', player.joined),
          pv.str('country', 'Country', country),
          pv.str('title', 'Title', player.title),
          pv.str('status', 'Account status', player.status),
          pv.str('league', 'League', player.league),
          pv.int('fide', 'FIDE rating', player.fide),
          pv.bool('is_streamer', 'Streamer', player.is_streamer),
          ...extras,
        ],
      ),
    )
  },
})
