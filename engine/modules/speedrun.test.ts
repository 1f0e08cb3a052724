import { describe, expect, it } from 'vitest'
import { speedrunModule } from './speedrun.ts'
import {
  JSON_HEADERS,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://www.speedrun.com'
const at = answersFrom(ORIGIN)

describe('speedrun', () => {
  it('parses the runner', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/Cheese05' })
      .reply(200, fixture('speedrun', 'found.json'), JSON_HEADERS)
    const result = await p.run(speedrunModule, 'Cheese05')
    expect(result.evidence?.summary).toBe(
      "GET https://www.speedrun.com/api/v1/users/Cheese05 → HTTP 200, names.international is 'Cheese05'",
    )
    expect(requested(p)).toEqual(['GET https://www.speedrun.com/api/v1/users/Cheese05'])
    expect(flat(result)).toMatchObject({
      username: 'Cheese05',
      id: 'zx7gd1yx',
      location: 'United Kingdom',
      profile_url: 'https://www.speedrun.com/users/Cheese05',
      signup: '2014-07-28T18:21:43.000Z',
      twitch: 'https://www.twitch.tv/cheese05',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/noonewouldeverusethis7xq' })
      .reply(
        404,
        '{"status":404,"message":"The requested resource could not be found."}',
        JSON_HEADERS,
      )
    const result = await p.run(speedrunModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.speedrun.com/api/v1/users/noonewouldeverusethis7xq → HTTP 404, the users API answers 404 for no such runner',
    )
  })

  // The API takes runner ids too: the runner whose id is the name asked has another name.
  itRefusesAnotherAccount(
    speedrunModule,
    at('/api/v1/users/zx7gd1yx', 200, fixture('speedrun', 'found.json')),
    'zx7gd1yx',
  )

  itReportsRateLimits(speedrunModule, ORIGIN, '/api/v1/users/Cheese05')
})
