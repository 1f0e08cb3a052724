import { describe, expect, it } from 'vitest'
import { tiktokModule } from './tiktok.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://www.tiktok.com'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('tiktok', () => {
  it('parses the user from the page data', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/@tiktok' })
      .reply(200, fixture('tiktok', 'found.html'), HTML_HEADERS)
    const result = await p.run(tiktokModule, 'tiktok')
    expect(result.evidence?.summary).toBe(
      "GET https://www.tiktok.com/@tiktok → HTTP 200, uniqueId is 'tiktok'",
    )
    expect(requested(p)).toEqual(['GET https://www.tiktok.com/@tiktok'])
    expect(flat(result)).toMatchObject({
      name: 'TikTok',
      username: 'tiktok',
      id: '107955',
      bio: 'One TikTok can make a big impact',
      followers: 86900000,
      verified: true,
      profile_url: 'https://www.tiktok.com/@tiktok',
      created: '2015-02-28T17:22:29.000Z',
      videos: 1243,
    })
  })

  it('answers not_found on statusCode 10202', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/@noonewouldeverusethis7xq' })
      .reply(200, fixture('tiktok', 'not-found.html'), HTML_HEADERS)
    const result = await p.run(tiktokModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.tiktok.com/@noonewouldeverusethis7xq → HTTP 200, webapp.user-detail statusCode is 10202',
    )
  })

  itRefusesAnotherAccount(
    tiktokModule,
    at('/@tiktok.us', 200, fixture('tiktok', 'found.html')),
    'tiktok.us',
  )

  it('reads a page without the user data as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent.get(ORIGIN).intercept({ path: '/@tiktok' }).reply(200, '<html></html>', HTML_HEADERS)
    expect(await p.run(tiktokModule, 'tiktok')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(tiktokModule, ORIGIN, '/@tiktok')
})
