import { describe, expect, it } from 'vitest'
import { redditModule } from './reddit.ts'
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
const ORIGIN = 'https://www.reddit.com'
const at = answersFrom(ORIGIN)

describe('reddit', () => {
  it('parses about.json', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/user/spez/about.json?raw_json=1' })
      .reply(200, fixture('reddit', 'found.json'), JSON_HEADERS)
    const result = await p.run(redditModule, 'spez')
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toBe(
      "GET https://www.reddit.com/user/spez/about.json?raw_json=1 → HTTP 200, name is 'spez'",
    )
    expect(requested(p)).toEqual(['GET https://www.reddit.com/user/spez/about.json?raw_json=1'])
    expect(flat(result)).toMatchObject({
      username: 'spez',
      id: 't2_1w72',
      bio: 'Reddit CEO',
      verified: true,
      picture_url: 'https://i.redd.it/snoovatar/avatars/spez.png',
      profile_url: 'https://www.reddit.com/user/spez',
      created: '2005-06-06T04:00:00.000Z',
      total_karma: 936102,
      is_employee: true,
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/user/noonewouldeverusethis7-xq/about.json?raw_json=1' })
      .reply(404, fixture('reddit', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(redditModule, 'noonewouldeverusethis7-xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.reddit.com/user/noonewouldeverusethis7-xq/about.json?raw_json=1 → HTTP 404, about.json answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    redditModule,
    at(
      '/user/spez/about.json?raw_json=1',
      200,
      fixtureWith('reddit', 'found.json', ['data', 'name'], 'spez2'),
    ),
  )

  it('answers not_found for a name with a dot, which Reddit forbids, without asking', async () => {
    const p = platform()
    const result = await p.run(redditModule, 'a.b.c')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'No request: Reddit usernames are letters, digits, "-" and "_"',
    )
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(redditModule, ORIGIN, '/user/spez/about.json?raw_json=1')
})
