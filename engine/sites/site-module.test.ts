import { describe, expect, it } from 'vitest'
import { mockPlatform } from '../testing/mock-platform.ts'
import type { SiteEntry } from './schema.ts'
import { siteModule } from './site-module.ts'

const HTML = { headers: { 'content-type': 'text/html; charset=utf-8' } }

function site(patch: Partial<SiteEntry> = {}): SiteEntry {
  return {
    id: 'example',
    name: 'Example',
    category: 'social',
    url: 'https://example.com/u/{}',
    hosts: ['example.com', 'www.example.com'],
    detect: { presentStatus: [200], absentStatus: [404, 410] },
    fixtures: { present: 'alice', absent: 'nobody-here-1' },
    sources: ['own'],
    ...patch,
  }
}

async function check(
  entry: SiteEntry,
  query: string,
  answer: (p: ReturnType<typeof mockPlatform>) => void,
) {
  const platform = mockPlatform()
  try {
    answer(platform)
    const result = await platform.run(siteModule(entry), query)
    return { result, calls: platform.calls() }
  } finally {
    await platform.close()
  }
}

describe('a status-code site', () => {
  it('is found on 200, with the username and the profile URL in one record', async () => {
    const { result } = await check(site(), 'alice', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/alice' }).reply(200, '<html>', HTML),
    )
    expect(result.status).toBe('found')
    expect(result.spec_format).toEqual([
      {
        username: { value: 'alice', type: 'str', proper_key: 'Username' },
        profile_url: {
          value: 'https://example.com/u/alice',
          type: 'url',
          proper_key: 'Profile URL',
        },
      },
    ])
  })

  it('is not found on 404', async () => {
    const { result } = await check(site(), 'bob', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/bob' }).reply(404, 'Not here', HTML),
    )
    expect(result.status).toBe('not_found')
  })

  it('cannot tell on an unexpected status (500), rather than guessing', async () => {
    const { result } = await check(site(), 'bob', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/bob' }).reply(500, 'oops', HTML),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked' })
    expect(result.message).toMatch(/HTTP 500/)
  })

  it('reports a block page as unknown before its rule could call it found', async () => {
    const { result } = await check(site(), 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(200, '<title>Just a moment...</title><script>cf_chl_opt={}</script>', HTML),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'captcha' })
  })

  it('reports 429 as rate limited, never as not found', async () => {
    const { result } = await check(site(), 'bob', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/bob' }).reply(429, 'slow down'),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'rate_limited' })
  })
})

describe('a marker site', () => {
  const markers = site({
    detect: {
      presentStatus: [200],
      absentStatus: [404],
      presentMarkers: ['class="profile-header"'],
      absentMarkers: ['This user does not exist'],
    },
  })

  it('is found when the page shows a profile marker', async () => {
    const { result } = await check(markers, 'alice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/alice' })
        .reply(200, '<div class="profile-header">alice</div>', HTML),
    )
    expect(result.status).toBe('found')
  })

  it('is not found on a soft 404: 200 with the absence marker', async () => {
    const { result } = await check(markers, 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(200, '<p>This user does not exist</p>', HTML),
    )
    expect(result.status).toBe('not_found')
  })

  it('cannot tell when the page shows neither marker', async () => {
    const { result } = await check(markers, 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(200, '<p>Please accept our cookies</p>', HTML),
    )
    expect(result).toMatchObject({ status: 'unknown' })
    expect(result.message).toMatch(/neither/)
  })

  it('cannot tell when the page shows both markers', async () => {
    const { result } = await check(markers, 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(200, '<div class="profile-header"></div>This user does not exist', HTML),
    )
    expect(result).toMatchObject({ status: 'unknown' })
    expect(result.message).toMatch(/conflicting/)
  })

  it('with only an absence marker, is found on a 200 page without it', async () => {
    const absentOnly = site({
      detect: { presentStatus: [200], absentMarkers: ['No such member'] },
    })
    const found = await check(absentOnly, 'alice', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/alice' }).reply(200, 'alice', HTML),
    )
    expect(found.result.status).toBe('found')
    const other = await check(absentOnly, 'alice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/alice' })
        .reply(302, '', {
          headers: { location: 'https://elsewhere.example/login' },
        }),
    )
    expect(other.result.status).toBe('unknown')
  })

  it('reports a site-specific wall as unknown with its reason', async () => {
    const walled = site({ ...markers, unknownMarkers: { 'Log in to see profiles': 'login_wall' } })
    const { result } = await check(walled, 'alice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/alice' })
        .reply(200, '<h1>Log in to see profiles</h1>', HTML),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
  })
})

describe('final-URL and redirect rules', () => {
  it('is not found when redirected (within its hosts) to the absence page', async () => {
    const entry = site({ detect: { presentStatus: [200], absentUrls: ['/search?notfound'] } })
    const { result, calls } = await check(entry, 'bob', (p) => {
      const pool = p.agent.get('https://example.com')
      pool
        .intercept({ path: '/u/bob' })
        .reply(302, '', { headers: { location: '/search?notfound=1' } })
      pool.intercept({ path: '/search?notfound=1' }).reply(200, 'results', HTML)
    })
    expect(result.status).toBe('not_found')
    expect(calls).toEqual([
      'GET https://example.com/u/bob',
      'GET https://example.com/search?notfound=1',
    ])
  })

  it('judges the first answer when redirects are not followed', async () => {
    const entry = site({
      followRedirects: false,
      detect: { presentStatus: [200], absentStatus: [301, 302, 404] },
    })
    const absent = await check(entry, 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(302, '', {
          headers: { location: '/' },
        }),
    )
    expect(absent.result.status).toBe('not_found')
    expect(absent.calls).toHaveLength(1)
    const present = await check(entry, 'alice', (p) =>
      p.agent.get('https://example.com').intercept({ path: '/u/alice' }).reply(200, 'alice', HTML),
    )
    expect(present.result.status).toBe('found')
  })
})

describe('requests', () => {
  it('fetches the probe URL but shows the profile URL', async () => {
    const entry = site({
      probe: {
        url: 'https://api.example.com/v1/users/{}',
        headers: { accept: 'application/json' },
      },
      hosts: ['example.com', 'api.example.com'],
      detect: { presentStatus: [200], absentStatus: [404], presentMarkers: ['"username":'] },
    })
    const { result, calls } = await check(entry, 'alice', (p) =>
      p.agent
        .get('https://api.example.com')
        .intercept({ path: '/v1/users/alice', headers: { accept: 'application/json' } })
        .reply(200, '{"username":"alice"}'),
    )
    expect(calls).toEqual(['GET https://api.example.com/v1/users/alice'])
    expect(result.spec_format?.[0]?.profile_url?.value).toBe('https://example.com/u/alice')
  })

  it('posts a JSON body with the username in it', async () => {
    const entry = site({
      probe: { url: 'https://example.com/api/check', method: 'POST', body: { username: '{}' } },
      detect: {
        presentStatus: [200],
        absentMarkers: ['"taken":false'],
        presentMarkers: ['"taken":true'],
      },
    })
    const { result } = await check(entry, 'al"ice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/api/check', method: 'POST', body: '{"username":"al\\"ice"}' })
        .reply(200, '{"taken":true}'),
    )
    expect(result.status).toBe('found')
  })

  it('encodes the username so it cannot leave its path segment', async () => {
    const { calls } = await check(site(), '../admin?x=1#y', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/..%2Fadmin%3Fx%3D1%23y' })
        .reply(404, '', HTML),
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
    expect(calls).toEqual([])
  })
})

describe('module metadata', () => {
  it('carries the entry’s id, name, category, hosts, fixtures and adult flag', () => {
    const module = siteModule(
      site({ id: 'naughty', category: 'adult', adult: true, timeoutMs: 5000 }),
    )
    expect(module).toMatchObject({
      id: 'naughty',
      kind: 'site',
      types: ['username'],
      category: 'adult',
      adult: true,
      timeoutMs: 5000,
      hosts: ['example.com', 'www.example.com'],
      fixtures: { present: 'alice', absent: 'nobody-here-1' },
    })
  })
})
