import { describe, expect, it } from 'vitest'
import { gitlabModule } from './gitlab.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://gitlab.com'

describe('gitlab', () => {
  it('finds the user by username and reads the public profile', async () => {
    const p = platform()
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/api/v4/users?username=sytses' })
      .reply(200, fixture('gitlab', 'search-found.json'), JSON_HEADERS)
    pool
      .intercept({ path: '/api/v4/users/4' })
      .reply(200, fixture('gitlab', 'user.json'), JSON_HEADERS)
    const result = await p.run(gitlabModule, 'sytses')
    expect(result.status).toBe('found')
    expect(requested(p)).toEqual([
      'GET https://gitlab.com/api/v4/users?username=sytses',
      'GET https://gitlab.com/api/v4/users/4',
    ])
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

  it('keeps the verdict when the profile details fail', async () => {
    const p = platform()
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/api/v4/users?username=sytses' })
      .reply(200, fixture('gitlab', 'search-found.json'), JSON_HEADERS)
    pool.intercept({ path: '/api/v4/users/4' }).reply(500, 'oops')
    const result = await p.run(gitlabModule, 'sytses')
    expect(flat(result)).toMatchObject({ username: 'sytses', name: 'Sid Sijbrandij' })
  })

  it('answers not_found on an empty list', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v4/users?username=noonewouldeverusethis7-xq' })
      .reply(200, '[]', JSON_HEADERS)
    expect((await p.run(gitlabModule, 'noonewouldeverusethis7-xq')).status).toBe('not_found')
  })

  itReportsRateLimits(gitlabModule, ORIGIN, '/api/v4/users?username=sytses')
})
