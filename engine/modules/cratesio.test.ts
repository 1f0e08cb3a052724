import { describe, expect, it } from 'vitest'
import { cratesioModule } from './cratesio.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://crates.io'

describe('cratesio', () => {
  it('parses the user and counts the crates', async () => {
    const p = platform()
    const pool = p.agent.get(ORIGIN)
    pool
      .intercept({ path: '/api/v1/users/dtolnay' })
      .reply(200, fixture('cratesio', 'user.json'), JSON_HEADERS)
    pool
      .intercept({ path: '/api/v1/crates?user_id=3618&per_page=1' })
      .reply(200, fixture('cratesio', 'crates.json'), JSON_HEADERS)
    const result = await p.run(cratesioModule, 'dtolnay')
    expect(requested(p)).toEqual([
      'GET https://crates.io/api/v1/users/dtolnay',
      'GET https://crates.io/api/v1/crates?user_id=3618&per_page=1',
    ])
    expect(flat(result)).toMatchObject({
      name: 'David Tolnay',
      username: 'dtolnay',
      id: '3618',
      picture_url: 'https://avatars.githubusercontent.com/u/1940490?v=4',
      profile_url: 'https://crates.io/users/dtolnay',
      crates: 118,
      github: 'https://github.com/dtolnay',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/noonewouldeverusethis7xq' })
      .reply(404, '{"errors":[{"detail":"Not Found"}]}', JSON_HEADERS)
    expect((await p.run(cratesioModule, 'noonewouldeverusethis7xq')).status).toBe('not_found')
  })

  itReportsRateLimits(cratesioModule, ORIGIN, '/api/v1/users/dtolnay')
})
