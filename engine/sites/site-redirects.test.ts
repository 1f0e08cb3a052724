import { describe, expect, it } from 'vitest'
import { HTML, PROFILE, answering, check, site } from '../testing/example-site.ts'

describe('final-URL and redirect rules', () => {
  it('is not found when redirected (within its hosts) to the absence page', async () => {
    const entry = site({
      detect: { presentStatus: [200], absentUrls: ['/search?notfound'], identity: true },
    })
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

  const noFollow = site({
    followRedirects: false,
    detect: {
      presentStatus: [200],
      absentStatus: [404],
      identity: true,
      absentRedirect: ['https://example.com/'],
    },
  })
  const redirectTo = (location: string) =>
    check(noFollow, 'bob', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/bob' })
        .reply(302, '', { headers: { location } }),
    )

  it("is not found when redirected to the site's declared not-found location", async () => {
    const absent = await redirectTo('/')
    expect(absent.result.status).toBe('not_found')
    expect(absent.result.evidence?.summary).toBe(
      "GET https://example.com/u/bob → HTTP 302 redirecting to https://example.com/, redirected to the site's not-found location https://example.com/",
    )
    expect(absent.calls).toHaveLength(1)
    const present = await check(noFollow, 'alice', answering('/u/alice', 200, PROFILE('alice')))
    expect(present.result.status).toBe('found')
  })

  it('cannot tell when redirected anywhere else', async () => {
    const elsewhere = await redirectTo('/explore')
    expect(elsewhere.result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(elsewhere.result.message).toMatch(/not the site's not-found location/)
  })

  it.each([
    ['/login?next=/u/bob', 'login_wall'],
    ['/users/sign_in', 'login_wall'],
    ['https://accounts.example.com/signin', 'login_wall'],
    ['/consent?continue=/u/bob', 'blocked'],
    ['/captcha?from=/u/bob', 'captcha'],
  ])('calls a redirect to %s a wall (%s), never not found', async (location, reason) => {
    const { result } = await redirectTo(location)
    expect(result).toMatchObject({ status: 'unknown', reason })
  })

  it('calls a followed redirect that ends on a login page a login wall', async () => {
    const { result } = await check(site(), 'bob', (p) => {
      const pool = p.agent.get('https://example.com')
      pool.intercept({ path: '/u/bob' }).reply(302, '', { headers: { location: '/login' } })
      pool.intercept({ path: '/login' }).reply(200, '<title>Log in</title>', HTML)
    })
    expect(result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
  })
})

describe('redirect chains', () => {
  it('calls a chain that passes a login page a login wall, wherever it ends', async () => {
    const entry = site({
      detect: { presentStatus: [200], absentUrls: ['/not-found'], identity: true },
    })
    const { result } = await check(entry, 'bob', (p) => {
      const pool = p.agent.get('https://example.com')
      pool.intercept({ path: '/u/bob' }).reply(302, '', { headers: { location: '/login' } })
      pool.intercept({ path: '/login' }).reply(302, '', { headers: { location: '/not-found' } })
      pool.intercept({ path: '/not-found' }).reply(200, 'Search', HTML)
    })
    expect(result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
  })
})
