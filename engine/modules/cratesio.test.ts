import { describe, expect, it } from 'vitest'
import { cratesioModule } from './cratesio.ts'
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
const ORIGIN = 'https://crates.io'
const at = answersFrom(ORIGIN)

describe('cratesio', () => {
  it('parses the user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/dtolnay' })
      .reply(200, fixture('cratesio', 'user.json'), JSON_HEADERS)
    const result = await p.run(cratesioModule, 'dtolnay')
    expect(requested(p)).toEqual(['GET https://crates.io/api/v1/users/dtolnay'])
    expect(result.evidence?.summary).toBe(
      "GET https://crates.io/api/v1/users/dtolnay → HTTP 200, login is 'dtolnay'",
    )
    expect(flat(result)).toMatchObject({
      name: 'David Tolnay',
      username: 'dtolnay',
      id: '3618',
      picture_url: 'https://avatars.githubusercontent.com/u/1940490?v=4',
      profile_url: 'https://crates.io/users/dtolnay',
      github: 'https://github.com/dtolnay',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/users/noonewouldeverusethis7xq' })
      .reply(404, '{"errors":[{"detail":"Not Found"}]}', JSON_HEADERS)
    const result = await p.run(cratesioModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://crates.io/api/v1/users/noonewouldeverusethis7xq → HTTP 404, the users API answers 404 for no such login',
    )
  })

  itRefusesAnotherAccount(
    cratesioModule,
    at(
      '/api/v1/users/dtolnay',
      200,
      fixtureWith('cratesio', 'user.json', ['user', 'login'], 'dtolnay2'),
    ),
  )

  it('answers not_found without asking for a login crates.io cannot have', async () => {
    const p = platform()
    const result = await p.run(cratesioModule, 'a.b')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/^No request: crates\.io logins are/)
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(cratesioModule, ORIGIN, '/api/v1/users/dtolnay')
})
