import { describe, expect, it } from 'vitest'
import { chesscomModule } from './chesscom.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.chess.com'

describe('chesscom', () => {
  it('parses the player profile and the ratings, asking in lower case', async () => {
    const p = platform()
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/pub/player/hikaru' })
      .reply(200, fixture('chesscom', 'player.json'), JSON_HEADERS)
    pool
      .intercept({ path: '/pub/player/hikaru/stats' })
      .reply(200, fixture('chesscom', 'stats.json'), JSON_HEADERS)
    const result = await p.run(chesscomModule, 'Hikaru')
    expect(requested(p)).toEqual([
      'GET https://api.chess.com/pub/player/hikaru',
      'GET https://api.chess.com/pub/player/hikaru/stats',
    ])
    expect(flat(result)).toMatchObject({
      name: 'Hikaru Nakamura',
      username: 'hikaru',
      id: '15448422',
      followers: 1284917,
      verified: true,
      last_seen: '2024-05-28T22:06:00.000Z',
      profile_url: 'https://www.chess.com/member/Hikaru',
      joined: '2014-01-06T21:20:58.000Z',
      country: 'US',
      title: 'GM',
      blitz_rating: 3325,
      blitz_games: 26490,
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/pub/player/noonewouldeverusethis7xq' })
      .reply(404, fixture('chesscom', 'not-found.json'), JSON_HEADERS)
    expect((await p.run(chesscomModule, 'noonewouldeverusethis7xq')).status).toBe('not_found')
  })

  itReportsRateLimits(chesscomModule, ORIGIN, '/pub/player/hikaru')
})
