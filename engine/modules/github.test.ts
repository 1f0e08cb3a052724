import { describe, expect, it } from 'vitest'
import { githubModule } from './github.ts'
import {
  JSON_HEADERS,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const api = (p: ReturnType<typeof platform>) => p.agent.get('https://api.github.com')

describe('github', () => {
  it('parses the public user object', async () => {
    const p = platform()
    api(p)
      .intercept({ path: '/users/octocat' })
      .reply(200, fixture('github', 'found.json'), JSON_HEADERS)
    const result = await p.run(githubModule, 'octocat')
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toBe(
      "GET https://api.github.com/users/octocat → HTTP 200, login is 'octocat'",
    )
    expect(requested(p)).toEqual(['GET https://api.github.com/users/octocat'])
    expect(flat(result)).toMatchObject({
      name: 'The Octocat',
      username: 'octocat',
      id: '583231',
      location: 'San Francisco',
      followers: 17564,
      picture_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      profile_url: 'https://github.com/octocat',
      created: '2011-01-25T18:44:36.000Z',
      public_repos: 8,
      blog: 'https://github.blog/',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    api(p)
      .intercept({ path: '/users/noonewouldeverusethis7-xq' })
      .reply(404, fixture('github', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(githubModule, 'noonewouldeverusethis7-xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://api.github.com/users/noonewouldeverusethis7-xq → HTTP 404, the users API answers 404 for no such login',
    )
  })

  itRefusesAnotherAccount(
    githubModule,
    answersFrom('https://api.github.com')(
      '/users/octocat',
      200,
      fixtureWith('github', 'found.json', ['login'], 'octocat2'),
    ),
  )

  it('answers not_found without asking for a login GitHub forbids', async () => {
    const p = platform()
    const result = await p.run(githubModule, 'has.dot')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'No request: GitHub logins are letters, digits, hyphens and underscores',
    )
    expect(requested(p)).toEqual([])
  })

  it('reads the hourly quota answer (403, remaining 0) as rate_limited', async () => {
    const p = platform()
    api(p)
      .intercept({ path: '/users/octocat' })
      .reply(403, '{"message":"API rate limit exceeded for 192.0.2.1."}', {
        headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' },
      })
    expect(await p.run(githubModule, 'octocat')).toMatchObject({
      status: 'unknown',
      reason: 'rate_limited',
    })
  })

  it('reads any other 403 as blocked', async () => {
    const p = platform()
    api(p).intercept({ path: '/users/octocat' }).reply(403, 'Forbidden')
    expect(await p.run(githubModule, 'octocat')).toMatchObject({
      status: 'unknown',
      reason: 'blocked',
    })
  })
})
