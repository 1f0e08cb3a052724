import { describe, expect, it } from 'vitest'
import { dockerhubModule } from './dockerhub.ts'
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
const ORIGIN = 'https://hub.docker.com'
const at = answersFrom(ORIGIN)

describe('dockerhub', () => {
  it('parses the user, asking in lower case', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v2/users/bitnami/' })
      .reply(200, fixture('dockerhub', 'found.json'), JSON_HEADERS)
    const result = await p.run(dockerhubModule, 'Bitnami')
    expect(result.evidence?.summary).toBe(
      "GET https://hub.docker.com/v2/users/bitnami/ → HTTP 200, username is 'bitnami'",
    )
    expect(requested(p)).toEqual(['GET https://hub.docker.com/v2/users/bitnami/'])
    expect(flat(result)).toMatchObject({
      name: 'Bitnami by VMware',
      username: 'bitnami',
      location: 'San Francisco, CA',
      profile_url: 'https://hub.docker.com/u/bitnami',
      joined: '2015-08-07T17:25:48.232Z',
      company: 'VMware',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/v2/users/noonewouldeverusethis7xq/' })
      .reply(404, '{"message":"User not found","errinfo":{}}', JSON_HEADERS)
    const result = await p.run(dockerhubModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://hub.docker.com/v2/users/noonewouldeverusethis7xq/ → HTTP 404, the users API answers 404 for no such Docker ID',
    )
  })

  itRefusesAnotherAccount(
    dockerhubModule,
    at(
      '/v2/users/bitnami/',
      200,
      fixtureWith('dockerhub', 'found.json', ['username'], 'bitnamicharts'),
    ),
  )

  itReportsRateLimits(dockerhubModule, ORIGIN, '/v2/users/bitnami/')
})
