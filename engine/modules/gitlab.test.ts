import { describe, expect, it } from 'vitest'
import { gitlabModule } from './gitlab.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
  fixture,
  fixtureWith,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://gitlab.com'

/** The search lists sytses as id 4, whose profile answers `status` with `profile`. */
function listsSytses(p: ReturnType<typeof platform>, status: number, profile: string) {
  const pool = p.agent.get(ORIGIN)
  pool
    .intercept({ path: '/api/v4/users?username=sytses' })
    .reply(200, fixture('gitlab', 'search-found.json'), JSON_HEADERS)
  pool.intercept({ path: '/api/v4/users/4' }).reply(status, profile, JSON_HEADERS)
}

describe('gitlab', () => {
  it('finds the user by username and reads the public profile', async () => {
    const p = platform()
    listsSytses(p, 200, fixture('gitlab', 'user.json'))
    const result = await p.run(gitlabModule, 'sytses')
    expect(result.status).toBe('found')
    expect(requested(p)).toEqual([
      'GET https://gitlab.com/api/v4/users?username=sytses',
      'GET https://gitlab.com/api/v4/users/4',
    ])
    expect(result.evidence?.summary).toBe(
      "GET https://gitlab.com/api/v4/users/4 → HTTP 200, username is 'sytses'",
    )
    expect(flat(result)).toMatchObject({
      name: 'Sid Sijbrandij',
      username: 'sytses',
      id: '4',
      bio: 'Co-founder of GitLab',
      location: 'San Francisco',
      followers: 3512,
      profile_url: 'https://gitlab.com/sytses',
      created: '2012-07-05T15:11:43.000Z',
    })
    expect(flat(result)).not.toHaveProperty('email')
  })

  it('gives no verdict when the profile, which decides, does not answer', async () => {
    const p = platform()
    listsSytses(p, 500, 'oops')
    expect(await p.run(gitlabModule, 'sytses')).toMatchObject(UNRECOGNISED)
  })

  it('refuses a profile of another username', async () => {
    const p = platform()
    listsSytses(p, 200, fixtureWith('gitlab', 'user.json', ['username'], 'sytses2'))
    expect(await p.run(gitlabModule, 'sytses')).toMatchObject(UNRECOGNISED)
  })

  it('answers not_found on an empty list', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v4/users?username=noonewouldeverusethis7-xq' })
      .reply(200, '[]', JSON_HEADERS)
    const result = await p.run(gitlabModule, 'noonewouldeverusethis7-xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://gitlab.com/api/v4/users?username=noonewouldeverusethis7-xq → HTTP 200, the username search answers an empty list',
    )
  })

  it('reads an answer that is not a list as unrecognised, not absent', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v4/users?username=sytses' })
      .reply(200, '{"message":"500 Internal Server Error"}', JSON_HEADERS)
    expect(await p.run(gitlabModule, 'sytses')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(gitlabModule, ORIGIN, '/api/v4/users?username=sytses')
})
