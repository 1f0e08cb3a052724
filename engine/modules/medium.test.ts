import { describe, expect, it } from 'vitest'
import { mediumModule } from './medium.ts'
import {
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://medium.com'
const RSS = { headers: { 'content-type': 'text/xml; charset=UTF-8' } }
const at = answersFrom(ORIGIN, RSS)

describe('medium', () => {
  it('parses the author feed', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/feed/@ev' })
      .reply(200, fixture('medium', 'found.xml'), RSS)
    const result = await p.run(mediumModule, 'ev')
    expect(result.evidence?.summary).toBe(
      "GET https://medium.com/feed/@ev → HTTP 200, feed link handle is 'ev'",
    )
    expect(requested(p)).toEqual(['GET https://medium.com/feed/@ev'])
    expect(flat(result)).toEqual({
      name: 'Ev Williams',
      username: 'ev',
      picture_url: 'https://cdn-images-1.medium.com/fit/c/150/150/1*5GsDgOpq2CqPdnqvUzOfXg.jpeg',
      last_seen: '2024-04-10T16:20:01.000Z',
      profile_url: 'https://medium.com/@ev',
      recent_posts: 2,
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/feed/@noonewouldeverusethis7xq' })
      .reply(404, 'Not Found', RSS)
    const result = await p.run(mediumModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://medium.com/feed/@noonewouldeverusethis7xq → HTTP 404, the feed answers 404 for no such author',
    )
  })

  itRefusesAnotherAccount(
    mediumModule,
    at(
      '/feed/@ev',
      200,
      fixture('medium', 'found.xml').replaceAll(
        'https://medium.com/@ev?',
        'https://medium.com/@evw?',
      ),
    ),
  )

  itReportsRateLimits(mediumModule, ORIGIN, '/feed/@ev')
})
