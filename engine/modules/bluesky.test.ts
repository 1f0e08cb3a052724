import { describe, expect, it } from 'vitest'
import { blueskyModule } from './bluesky.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://public.api.bsky.app'
const path = (handle: string) => `/xrpc/app.bsky.actor.getProfile?actor=${handle}`

describe('bluesky', () => {
  it('parses the profile of a full handle', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('jay.bsky.team') })
      .reply(200, fixture('bluesky', 'found.json'), JSON_HEADERS)
    const result = await p.run(blueskyModule, 'jay.bsky.team')
    expect(requested(p)).toEqual([`GET ${ORIGIN}${path('jay.bsky.team')}`])
    expect(flat(result)).toMatchObject({
      name: 'Jay 🦋',
      username: 'jay.bsky.team',
      id: 'did:plc:oky5czdrnfjpqslsw2a5iclo',
      followers: 1023456,
      verified: true,
      profile_url: 'https://bsky.app/profile/jay.bsky.team',
      created: '2022-11-17T06:31:40.296Z',
      posts: 11234,
    })
  })

  it('asks for a bare name under bsky.social and reads "Profile not found" as not_found', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('noonewouldeverusethis7xq.bsky.social') })
      .reply(400, '{"error":"InvalidRequest","message":"Profile not found"}', JSON_HEADERS)
    expect((await p.run(blueskyModule, 'noonewouldeverusethis7xq')).status).toBe('not_found')
  })

  it('answers not_found for a name no handle can have, without asking', async () => {
    const p = platform()
    expect((await p.run(blueskyModule, 'under_score')).status).toBe('not_found')
    expect(requested(p)).toEqual([])
  })

  it('reads a deactivated account as present', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('gone.bsky.social') })
      .reply(400, '{"error":"AccountDeactivated","message":"Account is deactivated"}', JSON_HEADERS)
    const result = await p.run(blueskyModule, 'gone')
    expect(flat(result)).toMatchObject({
      username: 'gone.bsky.social',
      account_state: 'deactivated',
    })
  })

  itReportsRateLimits(blueskyModule, ORIGIN, path('jay.bsky.social'))
})
