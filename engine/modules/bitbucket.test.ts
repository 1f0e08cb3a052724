import { describe, expect, it } from 'vitest'
import { bitbucketModule } from './bitbucket.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.bitbucket.org'

describe('bitbucket', () => {
  it('parses the workspace', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/2.0/workspaces/atlassian' })
      .reply(200, fixture('bitbucket', 'found.json'), JSON_HEADERS)
    const result = await p.run(bitbucketModule, 'Atlassian')
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
    expect((await p.run(bitbucketModule, 'noonewouldeverusethis7xq')).status).toBe('not_found')
  })

  itReportsRateLimits(bitbucketModule, ORIGIN, '/2.0/workspaces/atlassian')
})
