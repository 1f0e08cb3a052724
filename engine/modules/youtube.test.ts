import { describe, expect, it } from 'vitest'
import { countBefore, youtubeModule } from './youtube.ts'
import {
  HTML_HEADERS,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://www.youtube.com'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('youtube', () => {
  it('parses the channel page', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/@MrBeast' })
      .reply(200, fixture('youtube', 'found.html'), HTML_HEADERS)
    const result = await p.run(youtubeModule, 'MrBeast')
    expect(result.evidence?.summary).toBe(
      "GET https://www.youtube.com/@MrBeast → HTTP 200, vanityChannelUrl handle is 'MrBeast'",
    )
    expect(requested(p)).toEqual(['GET https://www.youtube.com/@MrBeast'])
    expect(flat(result)).toMatchObject({
      name: 'MrBeast',
      username: '@MrBeast',
      id: 'UCX6OQ3DkcsbYNE6H8uQQuVA',
      followers: 338_000_000,
      profile_url: 'https://www.youtube.com/@MrBeast',
      videos: 815,
    })
    expect(flat(result).bio).toMatch(/^SUBSCRIBE FOR A COOKIE!\n/)
  })

  it('reads rounded counts', () => {
    expect(countBefore('"1.2K subscribers"', 'subscribers?')).toBe(1200)
    expect(countBefore('"12,345 subscribers"', 'subscribers?')).toBe(12345)
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/@noonewouldeverusethis7xq' })
      .reply(404, '<html><title>404 Not Found</title></html>', HTML_HEADERS)
    const result = await p.run(youtubeModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.youtube.com/@noonewouldeverusethis7xq → HTTP 404, the channel page answers 404 for no such handle',
    )
  })

  itRefusesAnotherAccount(
    youtubeModule,
    at('/@MrBeast2', 200, fixture('youtube', 'found.html')),
    'MrBeast2',
  )

  it('reports the EU consent redirect as unknown', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/@MrBeast' })
      .reply(302, '', { headers: { location: 'https://consent.youtube.com/m?continue=x' } })
    expect(await p.run(youtubeModule, 'MrBeast')).toMatchObject({
      status: 'unknown',
      reason: 'blocked',
    })
  })

  itReportsRateLimits(youtubeModule, ORIGIN, '/@MrBeast')
})
