import { describe, expect, it } from 'vitest'
import { myanimelistModule } from './myanimelist.ts'
import {
  HTML_HEADERS,
  JSON_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.jikan.moe'
const SITE = 'https://myanimelist.net'
const jikan = answersFrom(ORIGIN)

describe('myanimelist', () => {
  it('parses the Jikan full profile', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v4/users/Xinil/full' })
      .reply(200, fixture('myanimelist', 'found.json'), JSON_HEADERS)
    const result = await p.run(myanimelistModule, 'Xinil')
    expect(result.evidence?.summary).toBe(
      "GET https://api.jikan.moe/v4/users/Xinil/full → HTTP 200, username is 'Xinil'",
    )
    expect(requested(p)).toEqual(['GET https://api.jikan.moe/v4/users/Xinil/full'])
    expect(flat(result)).toMatchObject({
      username: 'Xinil',
      id: '1',
      bio: 'Founder of MyAnimeList.',
      location: 'California',
      last_seen: '2024-05-20T18:41:07.000Z',
      profile_url: 'https://myanimelist.net/profile/Xinil',
      joined: '2004-11-05T00:00:00.000Z',
      anime_entries: 599,
    })
  })

  it('answers not_found on "Resource does not exist"', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v4/users/noonewouldeverusethis7xq/full' })
      .reply(
        404,
        '{"status":404,"type":"BadResponseException","message":"Resource does not exist","error":"404 on https://myanimelist.net/profile/noonewouldeverusethis7xq"}',
        JSON_HEADERS,
      )
    const result = await p.run(myanimelistModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://api.jikan.moe/v4/users/noonewouldeverusethis7xq/full → HTTP 404, message 'Resource does not exist'",
    )
  })

  itRefusesAnotherAccount(
    myanimelistModule,
    jikan(
      '/v4/users/Xinil/full',
      200,
      fixtureWith('myanimelist', 'found.json', ['data', 'username'], 'Xinil2'),
    ),
  )

  it('asks MyAnimeList itself when Jikan fails upstream', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v4/users/Xinil/full' })
      .reply(
        504,
        '{"status":504,"type":"TimeoutException","message":"Request to MyAnimeList.net timed out"}',
        JSON_HEADERS,
      )
    p.agent
      .get(SITE)
      .intercept({ path: '/profile/Xinil' })
      .reply(200, fixture('myanimelist', 'profile.html'), HTML_HEADERS)
    const result = await p.run(myanimelistModule, 'Xinil')
    expect(requested(p)).toEqual([
      'GET https://api.jikan.moe/v4/users/Xinil/full',
      'GET https://myanimelist.net/profile/Xinil',
    ])
    expect(result.evidence?.summary).toBe(
      "GET https://myanimelist.net/profile/Xinil → HTTP 200, og:title username is 'Xinil'",
    )
    expect(flat(result)).toMatchObject({
      username: 'Xinil',
      location: 'California',
      profile_url: 'https://myanimelist.net/profile/Xinil',
      joined: '2004-11-05T00:00:00.000Z',
      last_online: '9 hours ago',
    })
  })

  it('reads a 404 from MyAnimeList itself as not_found when Jikan is walled off', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v4/users/nobody7xq/full' })
      .reply(429, '{}', JSON_HEADERS)
    p.agent
      .get(SITE)
      .intercept({ path: '/profile/nobody7xq' })
      .reply(404, '<html>404</html>', HTML_HEADERS)
    const result = await p.run(myanimelistModule, 'nobody7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://myanimelist.net/profile/nobody7xq → HTTP 404, the profile page answers 404 for no such member',
    )
  })

  it('refuses a MyAnimeList page of another member', async () => {
    const p = platform()
    p.agent.get(ORIGIN).intercept({ path: '/v4/users/Xinil2/full' }).reply(429, '{}', JSON_HEADERS)
    p.agent
      .get(SITE)
      .intercept({ path: '/profile/Xinil2' })
      .reply(200, fixture('myanimelist', 'profile.html'), HTML_HEADERS)
    expect(await p.run(myanimelistModule, 'Xinil2')).toMatchObject(UNRECOGNISED)
  })

  it('reports unknown when both are walled off', async () => {
    const p = platform()
    p.agent.get(ORIGIN).intercept({ path: '/v4/users/Xinil/full' }).reply(429, '{}', JSON_HEADERS)
    p.agent.get(SITE).intercept({ path: '/profile/Xinil' }).reply(403, 'Forbidden')
    expect(await p.run(myanimelistModule, 'Xinil')).toMatchObject({
      status: 'unknown',
      reason: 'blocked',
    })
  })
})
