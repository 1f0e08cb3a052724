import { describe, expect, it } from 'vitest'
import { bitbucketModule } from './bitbucket.ts'
import {
  JSON_HEADERS,
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
const ORIGIN = 'https://api.bitbucket.org'
const at = answersFrom(ORIGIN)

describe('bitbucket', () => {
  it('parses the workspace', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2.0/workspaces/atlassian' })
      .reply(200, fixture('bitbucket', 'found.json'), JSON_HEADERS)
    const result = await p.run(bitbucketModule, 'Atlassian')
    expect(result.evidence?.summary).toBe(
      "GET https://api.bitbucket.org/2.0/workspaces/atlassian → HTTP 200, slug is 'atlassian'",
    )
    expect(requested(p)).toEqual(['GET https://api.bitbucket.org/2.0/workspaces/atlassian'])
    expect(flat(result)).toMatchObject({
      name: 'Atlassian',
      username: 'atlassian',
      id: '{02b941e3-cfaa-40f9-9a58-cec53e20bdc3}',
      picture_url: 'https://bitbucket.org/workspaces/atlassian/avatar/?ts=1716913526',
      profile_url: 'https://bitbucket.org/atlassian/',
      created: '2011-03-16T00:26:59.547Z',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2.0/workspaces/noonewouldeverusethis7xq' })
      .reply(
        404,
        '{"type":"error","error":{"message":"No workspace with identifier \'noonewouldeverusethis7xq\'."}}',
        JSON_HEADERS,
      )
    const result = await p.run(bitbucketModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://api.bitbucket.org/2.0/workspaces/noonewouldeverusethis7xq → HTTP 404, the workspaces API answers 404 for no such id',
    )
  })

  itRefusesAnotherAccount(
    bitbucketModule,
    at(
      '/2.0/workspaces/atlassian',
      200,
      fixtureWith('bitbucket', 'found.json', ['slug'], 'atlassian-labs'),
    ),
  )

  it('answers not_found without asking for a name Bitbucket forbids', async () => {
    const p = platform()
    const result = await p.run(bitbucketModule, 'a b')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/^No request: Bitbucket workspace ids are/)
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(bitbucketModule, ORIGIN, '/2.0/workspaces/atlassian')
})
