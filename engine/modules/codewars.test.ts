import { describe, expect, it } from 'vitest'
import { codewarsModule } from './codewars.ts'
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
const ORIGIN = 'https://www.codewars.com'
const at = answersFrom(ORIGIN)

describe('codewars', () => {
  it('parses the user, leaving out empty strings', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/g964' })
      .reply(200, fixture('codewars', 'found.json'), JSON_HEADERS)
    const result = await p.run(codewarsModule, 'g964')
    expect(result.evidence?.summary).toBe(
      "GET https://www.codewars.com/api/v1/users/g964 → HTTP 200, username is 'g964'",
    )
    expect(requested(p)).toEqual(['GET https://www.codewars.com/api/v1/users/g964'])
    expect(flat(result)).toEqual({
      username: 'g964',
      id: '5254b3f8da7dd0ccf2000008',
      profile_url: 'https://www.codewars.com/users/g964',
      honor: 246137,
      rank: '1 kyu',
      leaderboard_position: 3,
      completed: 2891,
      authored: 483,
      languages: 'python, ruby',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/noonewouldeverusethis7xq' })
      .reply(404, '{"success":false,"reason":"not found"}', JSON_HEADERS)
    const result = await p.run(codewarsModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.codewars.com/api/v1/users/noonewouldeverusethis7xq → HTTP 404, the users API answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    codewarsModule,
    at('/api/v1/users/g964', 200, fixtureWith('codewars', 'found.json', ['username'], 'g965')),
  )

  itReportsRateLimits(codewarsModule, ORIGIN, '/api/v1/users/g964')
})
