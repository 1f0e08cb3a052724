import { describe, expect, it } from 'vitest'
import { anilistModule } from './anilist.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requestBody,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://graphql.anilist.co'
const at = answersFrom(ORIGIN, { method: 'POST' })

describe('anilist', () => {
  it('parses User', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/', method: 'POST' })
      .reply(200, fixture('anilist', 'found.json'), JSON_HEADERS)
    const result = await p.run(anilistModule, 'Josh')
    expect(result.evidence?.summary).toBe(
      "POST https://graphql.anilist.co/ → HTTP 200, name is 'Josh'",
    )
    expect(requested(p)).toEqual(['POST https://graphql.anilist.co/'])
    expect(requestBody(p)).toMatchObject({ variables: { name: 'Josh' } })
    expect(flat(result)).toMatchObject({
      username: 'Josh',
      id: '1',
      bio: 'Founder of AniList.',
      profile_url: 'https://anilist.co/user/Josh',
      created: '2013-01-01T00:00:00.000Z',
      anime_count: 412,
    })
  })

  it('answers not_found on the GraphQL "Not Found." error', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/', method: 'POST' })
      .reply(404, fixture('anilist', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(anilistModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'POST https://graphql.anilist.co/ → HTTP 404, field User is null, with an error of status 404',
    )
  })

  itRefusesAnotherAccount(
    anilistModule,
    at('/', 200, fixtureWith('anilist', 'found.json', ['data', 'User', 'name'], 'Josh2')),
  )

  it('reads a null User without the 404 error as unrecognised, not absent', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/', method: 'POST' })
      .reply(200, '{"data":{"User":null}}', JSON_HEADERS)
    expect(await p.run(anilistModule, 'Josh')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(anilistModule, ORIGIN, '/', 'POST')
})
