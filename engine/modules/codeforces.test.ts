import { describe, expect, it } from 'vitest'
import { codeforcesModule } from './codeforces.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
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
const ORIGIN = 'https://codeforces.com'
const at = answersFrom(ORIGIN)

describe('codeforces', () => {
  it('parses user.info', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user.info?handles=tourist' })
      .reply(200, fixture('codeforces', 'found.json'), JSON_HEADERS)
    const result = await p.run(codeforcesModule, 'tourist')
    expect(result.evidence?.summary).toBe(
      "GET https://codeforces.com/api/user.info?handles=tourist → HTTP 200, handle is 'tourist'",
    )
    expect(requested(p)).toEqual(['GET https://codeforces.com/api/user.info?handles=tourist'])
    expect(flat(result)).toMatchObject({
      name: 'Gennady Korotkevich',
      username: 'tourist',
      location: 'Gomel, Belarus',
      followers: 79312,
      last_seen: '2024-05-28T09:53:20.000Z',
      profile_url: 'https://codeforces.com/profile/tourist',
      registered: '2010-02-12T15:08:08.000Z',
      rating: 3979,
      rank: 'legendary grandmaster',
    })
  })

  it('answers not_found on "User with handle ... not found"', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user.info?handles=noonewouldeverusethis7xq' })
      .reply(
        400,
        '{"status":"FAILED","comment":"handles: User with handle noonewouldeverusethis7xq not found"}',
        JSON_HEADERS,
      )
    const result = await p.run(codeforcesModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://codeforces.com/api/user.info?handles=noonewouldeverusethis7xq → HTTP 400, status FAILED, comment 'handles: User with handle noonewouldeverusethis7xq not found'",
    )
  })

  itRefusesAnotherAccount(
    codeforcesModule,
    at(
      '/api/user.info?handles=tourist',
      200,
      fixtureWith('codeforces', 'found.json', ['result', 0, 'handle'], 'tourist2'),
    ),
  )

  it('reads any other failure as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user.info?handles=tourist' })
      .reply(
        400,
        '{"status":"FAILED","comment":"handles: Field should not be empty"}',
        JSON_HEADERS,
      )
    expect(await p.run(codeforcesModule, 'tourist')).toMatchObject(UNRECOGNISED)
  })

  it('reads "Call limit exceeded" as rate_limited', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/user.info?handles=tourist' })
      .reply(400, '{"status":"FAILED","comment":"Call limit exceeded"}', JSON_HEADERS)
    expect(await p.run(codeforcesModule, 'tourist')).toMatchObject({
      status: 'unknown',
      reason: 'rate_limited',
    })
  })

  itReportsRateLimits(codeforcesModule, ORIGIN, '/api/user.info?handles=tourist')
})
