import { describe, expect, it } from 'vitest'
import { blueskyModule } from './bluesky.ts'
import {
  JSON_HEADERS,
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
const ORIGIN = 'https://public.api.bsky.app'
const at = answersFrom(ORIGIN)
const path = (handle: string) => `/xrpc/app.bsky.actor.getProfile?actor=${handle}`

describe('bluesky', () => {
  it('parses the profile of a full handle', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('jay.bsky.team') })
      .reply(200, fixture('bluesky', 'found.json'), JSON_HEADERS)
    const result = await p.run(blueskyModule, 'jay.bsky.team')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('jay.bsky.team')} → HTTP 200, handle is 'jay.bsky.team'`,
    )
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
    const result = await p.run(blueskyModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('noonewouldeverusethis7xq.bsky.social')} → HTTP 400, error InvalidRequest says 'Profile not found'`,
    )
  })

  // The recorded profile is jay.bsky.team's, not jay.bsky.social's.
  itRefusesAnotherAccount(
    blueskyModule,
    at(path('jay.bsky.social'), 200, fixture('bluesky', 'found.json')),
  )

  it('reads any other 400 as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('jay.bsky.social') })
      .reply(
        400,
        '{"error":"InvalidRequest","message":"Error: actor must be a valid did or a handle"}',
        JSON_HEADERS,
      )
    expect(await p.run(blueskyModule, 'jay')).toMatchObject(UNRECOGNISED)
  })

  it('answers not_found for a name no handle can have, without asking', async () => {
    const p = platform()
    const result = await p.run(blueskyModule, 'under_score')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/^No request: Bluesky handles are domain names/)
    expect(requested(p)).toEqual([])
  })

  it('reads a deactivated account as present', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('gone.bsky.social') })
      .reply(400, '{"error":"AccountDeactivated","message":"Account is deactivated"}', JSON_HEADERS)
    const result = await p.run(blueskyModule, 'gone')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('gone.bsky.social')} → HTTP 400, error is 'AccountDeactivated'`,
    )
    expect(flat(result)).toMatchObject({
      username: 'gone.bsky.social',
      account_state: 'deactivated',
    })
  })

  itReportsRateLimits(blueskyModule, ORIGIN, path('jay.bsky.social'))
})
