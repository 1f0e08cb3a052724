import { describe, expect, it } from 'vitest'
import { redditModule } from './reddit.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://www.reddit.com'

describe('reddit', () => {
  it('parses about.json', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/user/spez/about.json?raw_json=1' })
      .reply(200, fixture('reddit', 'found.json'), JSON_HEADERS)
    const result = await p.run(redditModule, 'spez')
    expect(result.status).toBe('found')
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
    expect((await p.run(redditModule, 'noonewouldeverusethis7-xq')).status).toBe('not_found')
  })

  it('answers not_found for a name with a dot, which Reddit forbids, without asking', async () => {
    const p = platform()
    expect((await p.run(redditModule, 'a.b.c')).status).toBe('not_found')
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(redditModule, ORIGIN, '/user/spez/about.json?raw_json=1')
})
