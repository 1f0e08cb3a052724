import { describe, expect, it } from 'vitest'
import { answering, check, site } from '../testing/example-site.ts'

describe('requests', () => {
  it('fetches the probe URL but shows the profile URL', async () => {
    const entry = site({
      probe: {
        url: 'https://api.example.com/v1/users/{}',
        headers: { accept: 'application/json' },
      },
      hosts: ['example.com', 'api.example.com'],
      detect: { presentStatus: [200], absentStatus: [404], identity: true },
    })
    const { result, calls } = await check(entry, 'alice', (p) =>
      p.agent
        .get('https://api.example.com')
        .intercept({ path: '/v1/users/alice', headers: { accept: 'application/json' } })
        .reply(200, '{"username":"alice"}'),
    )
    expect(calls).toEqual(['GET https://api.example.com/v1/users/alice'])
    expect(result.spec_format?.[0]?.profile_url?.value).toBe('https://example.com/u/alice')
    expect(result.evidence?.signal).toBe("field username is 'alice'")
  })

  it('posts a JSON body with the username in it', async () => {
    const entry = site({
      probe: { url: 'https://example.com/api/check', method: 'POST', body: { username: '{}' } },
      detect: {
        presentStatus: [200],
        absentMarkers: ['"taken":false'],
        presentMarkers: ['"taken":true'],
        identity: true,
      },
    })
    const { result } = await check(entry, 'al"ice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/api/check', method: 'POST', body: '{"username":"al\\"ice"}' })
        .reply(200, '{"username":"al\\"ice","taken":true}'),
    )
    expect(result.status).toBe('found')
  })

  it('encodes the username so it cannot leave its path segment', async () => {
    const { calls } = await check(
      site(),
      '../admin?x=1#y',
      answering('/u/..%2Fadmin%3Fx%3D1%23y', 404, ''),
    )
    expect(calls).toEqual(['GET https://example.com/u/..%2Fadmin%3Fx%3D1%23y'])
  })

  it('answers an error without a request for a username that would be a dot segment', async () => {
    const { result, calls } = await check(site(), '..', () => undefined)
    expect(result.status).toBe('error')
    expect(calls).toEqual([])
  })

  it("answers not_found without a request when the site's username rule excludes the name", async () => {
    const { result, calls } = await check(
      site({ usernamePattern: '^[a-z0-9_]{3,20}$' }),
      'a b',
      () => undefined,
    )
    expect(result.status).toBe('not_found')
    expect(result.evidence).toEqual({
      signal: "the name breaks Example's username rule",
      summary: "No request: the name breaks Example's username rule",
    })
    expect(calls).toEqual([])
  })
})
