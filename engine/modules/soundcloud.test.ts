import { describe, expect, it } from 'vitest'
import { soundcloudModule } from './soundcloud.ts'
import {
  HTML_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://soundcloud.com'

describe('soundcloud', () => {
  it('parses the user from the page hydration data', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/skrillex' })
      .reply(200, fixture('soundcloud', 'found.html'), HTML_HEADERS)
    const result = await p.run(soundcloudModule, 'skrillex')
    expect(requested(p)).toEqual(['GET https://soundcloud.com/skrillex'])
    expect(flat(result)).toMatchObject({
      name: 'Skrillex',
      username: 'skrillex',
      id: '856062',
      bio: 'Quest For Fire',
      location: 'Los Angeles, US',
      followers: 6312450,
      verified: true,
      profile_url: 'https://soundcloud.com/skrillex',
      created: '2009-05-06T13:32:50.000Z',
      tracks: 190,
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/noonewouldeverusethis7xq' })
      .reply(404, '<html><title>SoundCloud - Hear the world’s sounds</title></html>', HTML_HEADERS)
    expect((await p.run(soundcloudModule, 'noonewouldeverusethis7xq')).status).toBe('not_found')
  })

  it('reads a page without hydration data as an error, not a verdict', async () => {
    const p = platform()
    p.agent.get(ORIGIN).intercept({ path: '/skrillex' }).reply(200, '<html></html>', HTML_HEADERS)
    expect((await p.run(soundcloudModule, 'skrillex')).status).toBe('error')
  })

  itReportsRateLimits(soundcloudModule, ORIGIN, '/skrillex')
})
