import { describe, expect, it } from 'vitest'
import { lichessModule } from './lichess.ts'
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
const ORIGIN = 'https://lichess.org'
const at = answersFrom(ORIGIN)

describe('lichess', () => {
  it('parses the public user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user/DrNykterstein' })
      .reply(200, fixture('lichess', 'found.json'), JSON_HEADERS)
    const result = await p.run(lichessModule, 'DrNykterstein')
    expect(result.evidence?.summary).toBe(
      "GET https://lichess.org/api/user/DrNykterstein → HTTP 200, username is 'DrNykterstein'",
    )
    expect(requested(p)).toEqual(['GET https://lichess.org/api/user/DrNykterstein'])
    expect(flat(result)).toMatchObject({
      name: 'Magnus Carlsen',
      username: 'DrNykterstein',
      id: 'drnykterstein',
      location: 'Oslo',
      last_seen: '2024-05-20T21:05:26.049Z',
      profile_url: 'https://lichess.org/@/DrNykterstein',
      created: '2019-08-10T19:33:47.817Z',
      blitz_rating: 3131,
      games: 8215,
      title: 'GM',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user/noonewouldeverusethis7xq' })
      .reply(404, '{"error":"Not found"}', JSON_HEADERS)
    const result = await p.run(lichessModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://lichess.org/api/user/noonewouldeverusethis7xq → HTTP 404, the user API answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    lichessModule,
    at(
      '/api/user/DrNykterstein',
      200,
      fixtureWith('lichess', 'found.json', ['username'], 'DrDrunkenstein'),
    ),
  )

  itReportsRateLimits(lichessModule, ORIGIN, '/api/user/DrNykterstein')
})
