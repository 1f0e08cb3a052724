import { describe, expect, it } from 'vitest'
import { soundcloudModule } from './soundcloud.ts'
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
const ORIGIN = 'https://soundcloud.com'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('soundcloud', () => {
  it('parses the user from the page hydration data', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/skrillex' })
      .reply(200, fixture('soundcloud', 'found.html'), HTML_HEADERS)
    const result = await p.run(soundcloudModule, 'skrillex')
    expect(result.evidence?.summary).toBe(
      "GET https://soundcloud.com/skrillex → HTTP 200, permalink is 'skrillex'",
    )
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
    const result = await p.run(soundcloudModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://soundcloud.com/noonewouldeverusethis7xq → HTTP 404, the profile page answers 404 for no such name',
    )
  })

  itRefusesAnotherAccount(
    soundcloudModule,
    at(
      '/skrillex',
      200,
      fixture('soundcloud', 'found.html').replace(
        '"permalink":"skrillex"',
        '"permalink":"skrillex-official"',
      ),
    ),
  )

  it('reads a page without hydration data as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent.get(ORIGIN).intercept({ path: '/skrillex' }).reply(200, '<html></html>', HTML_HEADERS)
    expect(await p.run(soundcloudModule, 'skrillex')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(soundcloudModule, ORIGIN, '/skrillex')
})
