import { describe, expect, it } from 'vitest'
import { leetcodeModule } from './leetcode.ts'
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
const ORIGIN = 'https://leetcode.com'
const at = answersFrom(ORIGIN, { method: 'POST' })

describe('leetcode', () => {
  it('parses matchedUser', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/graphql/', method: 'POST' })
      .reply(200, fixture('leetcode', 'found.json'), JSON_HEADERS)
    const result = await p.run(leetcodeModule, 'lee215')
    expect(result.evidence?.summary).toBe(
      "POST https://leetcode.com/graphql/ → HTTP 200, username is 'lee215'",
    )
    expect(requested(p)).toEqual(['POST https://leetcode.com/graphql/'])
    expect(requestBody(p)).toMatchObject({ variables: { username: 'lee215' } })
    expect(flat(result)).toMatchObject({
      name: 'Lee',
      username: 'lee215',
      location: 'Singapore',
      picture_url: 'https://assets.leetcode.com/users/lee215/avatar_1536392375.png',
      profile_url: 'https://leetcode.com/u/lee215/',
      ranking: 1854,
      solved: 1411,
      github: 'https://github.com/lee215',
    })
  })

  it('answers not_found on "That user does not exist."', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/graphql/', method: 'POST' })
      .reply(200, fixture('leetcode', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(leetcodeModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "POST https://leetcode.com/graphql/ → HTTP 200, matchedUser is null, error 'That user does not exist.'",
    )
  })

  itRefusesAnotherAccount(
    leetcodeModule,
    at(
      '/graphql/',
      200,
      fixtureWith('leetcode', 'found.json', ['data', 'matchedUser', 'username'], 'lee216'),
    ),
  )

  it('reads a null matchedUser without "does not exist" as unrecognised, not absent', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/graphql/', method: 'POST' })
      .reply(200, '{"data":{"matchedUser":null}}', JSON_HEADERS)
    expect(await p.run(leetcodeModule, 'lee215')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(leetcodeModule, ORIGIN, '/graphql/', 'POST')
})
