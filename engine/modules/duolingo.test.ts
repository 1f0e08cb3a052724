import { describe, expect, it } from 'vitest'
import { duolingoModule } from './duolingo.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://www.duolingo.com'
const at = answersFrom(ORIGIN)

describe('duolingo', () => {
  it('parses the user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2017-06-30/users?username=luis' })
      .reply(200, fixture('duolingo', 'found.json'), JSON_HEADERS)
    const result = await p.run(duolingoModule, 'luis')
    expect(result.evidence?.summary).toBe(
      "GET https://www.duolingo.com/2017-06-30/users?username=luis → HTTP 200, username is 'luis'",
    )
    expect(requested(p)).toEqual(['GET https://www.duolingo.com/2017-06-30/users?username=luis'])
    expect(flat(result)).toMatchObject({
      name: 'Luis von Ahn',
      username: 'luis',
      id: '8',
      picture_url: 'https://simg-ssl.duolingo.com/ssr-avatars/8/SSR-DmM2lSbdGr/xlarge',
      profile_url: 'https://www.duolingo.com/profile/luis',
      created: '2012-02-22T02:09:00.000Z',
      streak: 1612,
      total_xp: 68320,
      courses: 'French, Portuguese',
    })
  })

  it('answers not_found on an empty user list', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2017-06-30/users?username=noonewouldeverusethis7xq' })
      .reply(200, '{"users":[]}', JSON_HEADERS)
    const result = await p.run(duolingoModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.duolingo.com/2017-06-30/users?username=noonewouldeverusethis7xq → HTTP 200, field users is an empty list',
    )
  })

  itRefusesAnotherAccount(
    duolingoModule,
    at(
      '/2017-06-30/users?username=luis',
      200,
      fixtureWith('duolingo', 'found.json', ['users', 0, 'username'], 'luis2'),
    ),
  )

  it('reads an answer without a user list as unrecognised, not absent', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2017-06-30/users?username=luis' })
      .reply(200, '{}', JSON_HEADERS)
    expect(await p.run(duolingoModule, 'luis')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(duolingoModule, ORIGIN, '/2017-06-30/users?username=luis')
})
