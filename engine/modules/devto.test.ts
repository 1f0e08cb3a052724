import { describe, expect, it } from 'vitest'
import { devtoModule } from './devto.ts'
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
const ORIGIN = 'https://dev.to'
const at = answersFrom(ORIGIN)

describe('devto', () => {
  it('parses the user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/users/by_username?url=ben' })
      .reply(200, fixture('devto', 'found.json'), JSON_HEADERS)
    const result = await p.run(devtoModule, 'ben')
    expect(result.evidence?.summary).toBe(
      "GET https://dev.to/api/users/by_username?url=ben → HTTP 200, username is 'ben'",
    )
    expect(requested(p)).toEqual(['GET https://dev.to/api/users/by_username?url=ben'])
    expect(flat(result)).toMatchObject({
      name: 'Ben Halpern',
      username: 'ben',
      id: '1',
      location: 'NY',
      profile_url: 'https://dev.to/ben',
      website: 'http://benhalpern.com/',
      github: 'benhalpern',
    })
    expect(flat(result).joined).toBe('2015-12-27T00:00:00.000Z')
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/users/by_username?url=noonewouldeverusethis7xq' })
      .reply(404, '{"error":"not found","status":404}', JSON_HEADERS)
    const result = await p.run(devtoModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://dev.to/api/users/by_username?url=noonewouldeverusethis7xq → HTTP 404, the users API answers 404 for no such username',
    )
  })

  itRefusesAnotherAccount(
    devtoModule,
    at(
      '/api/users/by_username?url=ben',
      200,
      fixtureWith('devto', 'found.json', ['username'], 'benhalpern'),
    ),
  )

  itReportsRateLimits(devtoModule, ORIGIN, '/api/users/by_username?url=ben')
})
