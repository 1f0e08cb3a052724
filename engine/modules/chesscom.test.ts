import { describe, expect, it } from 'vitest'
import { chesscomModule } from './chesscom.ts'
import {
  JSON_HEADERS,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.chess.com'
const at = answersFrom(ORIGIN)

describe('chesscom', () => {
  it('parses the ratings and the player profile, asking in lower case', async () => {
    const p = platform()
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/pub/player/hikaru' })
      .reply(200, fixture('chesscom', 'player.json'), JSON_HEADERS)
    pool
      .intercept({ path: '/pub/player/hikaru/stats' })
      .reply(200, fixture('chesscom', 'stats.json'), JSON_HEADERS)
    const result = await p.run(chesscomModule, 'Hikaru')
    // The profile decides, so it is the last request: the one the evidence cites.
    expect(requested(p)).toEqual([
      'GET https://api.chess.com/pub/player/hikaru/stats',
      'GET https://api.chess.com/pub/player/hikaru',
    ])
    expect(result.evidence?.summary).toBe(
      "GET https://api.chess.com/pub/player/hikaru → HTTP 200, username is 'hikaru'",
    )
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
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/pub/player/noonewouldeverusethis7xq/stats' })
      .reply(404, fixture('chesscom', 'not-found.json'), JSON_HEADERS)
    pool
      .intercept({ path: '/pub/player/noonewouldeverusethis7xq' })
      .reply(404, fixture('chesscom', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(chesscomModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://api.chess.com/pub/player/noonewouldeverusethis7xq → HTTP 404, the player API answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    chesscomModule,
    at('/pub/player/hikaru', 200, fixtureWith('chesscom', 'player.json', ['username'], 'hikaru2')),
  )

  itReportsRateLimits(chesscomModule, ORIGIN, '/pub/player/hikaru')
})
