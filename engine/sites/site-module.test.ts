import { describe, expect, it } from 'vitest'
import { HTML, PROFILE, answering, check, site } from '../testing/example-site.ts'
import { siteModule } from './site-module.ts'

describe('an identity-checked site', () => {
  it('is found on 200 when the page title names the account, with evidence', async () => {
    const { result } = await check(site(), 'alice', answering('/u/alice', 200, PROFILE('alice')))
    expect(result.status).toBe('found')
    expect(result.evidence).toEqual({
      method: 'GET',
      url: 'https://example.com/u/alice',
      status: 200,
      signal: "page title contains 'alice'",
      summary: "GET https://example.com/u/alice → HTTP 200, page title contains 'alice'",
      answer_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      read_at: expect.any(String),
    })
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

  it('is not found on 404, citing the status', async () => {
    const { result } = await check(site(), 'bob', answering('/u/bob', 404, 'Not here'))
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://example.com/u/bob → HTTP 404, HTTP 404 is the site's not-found answer",
    )
  })

  it('is never found from the status alone: a 200 page that does not name the account', async () => {
    const { result } = await check(site(), 'alice', answering('/u/alice', 200, PROFILE('Welcome')))
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.evidence).toBeUndefined()
  })

  it('is not fooled by a name inside a longer one ("alice" in "malice" or "alice.smith")', async () => {
    for (const title of ['malice', 'alice.smith', 'alice_2']) {
      const { result } = await check(site(), 'alice', answering('/u/alice', 200, PROFILE(title)))
      expect(result.status, title).toBe('unknown')
    }
  })

  it('cannot tell on an unexpected status (500), rather than guessing', async () => {
    const { result } = await check(site(), 'bob', answering('/u/bob', 500, 'oops'))
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toMatch(/HTTP 500/)
  })

  it('says an empty 200 or a JavaScript-only page is unrecognised, in those words', async () => {
    const empty = await check(site(), 'alice', answering('/u/alice', 200, ''))
    expect(empty.result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(empty.result.message).toMatch(/empty answer/)
    const shell = await check(site(), 'alice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/alice' })
        .reply(
          200,
          '<html><head><title>App</title><script src="/app.js"></script></head><body><div id="root"></div></body></html>',
          HTML,
        ),
    )
    expect(shell.result.message).toMatch(/drawn by JavaScript/)
  })

  it('reports a block page as unknown before its rule could call it found', async () => {
    const { result } = await check(
      site(),
      'bob',
      answering('/u/bob', 200, '<title>Just a moment...</title><script>cf_chl_opt={}</script>'),
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
      identity: true,
    },
  })

  it('is found when the page names the account, the marker adding to the proof', async () => {
    const { result } = await check(
      markers,
      'alice',
      answering('/u/alice', 200, '<div class="profile-header">@alice</div>'),
    )
    expect(result.status).toBe('found')
    expect(result.evidence?.signal).toBe(
      `the profile header shows '@alice', with the site's profile marker 'class="profile-header"'`,
    )
  })

  it('is never found from the marker alone: every profile of the site carries it', async () => {
    const { result } = await check(
      markers,
      'alice',
      answering('/u/alice', 200, '<div class="profile-header">Someone</div>'),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toMatch(/does not show whose it is/)
  })

  it("is never found on another account's page that carries the marker", async () => {
    const { result } = await check(markers, 'alice', (p) =>
      p.agent
        .get('https://example.com')
        .intercept({ path: '/u/alice' })
        .reply(
          200,
          '<link rel="canonical" href="https://example.com/u/alice2"><div class="profile-header">@alice2</div>',
          HTML,
        ),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toMatch(/profile of another account, 'alice2'/)
  })

  it('is not found on a soft 404: 200 with the absence marker', async () => {
    const { result } = await check(
      markers,
      'bob',
      answering('/u/bob', 200, '<p>This user does not exist</p>'),
    )
    expect(result.status).toBe('not_found')
    expect(result.evidence?.signal).toBe("page says 'This user does not exist'")
  })

  it('cannot tell when the page shows neither marker', async () => {
    const { result } = await check(
      markers,
      'bob',
      answering('/u/bob', 200, '<p>Please accept our cookies</p>'),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toMatch(/neither/)
  })

  it('cannot tell when the page shows both markers', async () => {
    const { result } = await check(
      markers,
      'bob',
      answering('/u/bob', 200, '<div class="profile-header"></div>This user does not exist'),
    )
    expect(result).toMatchObject({ status: 'unknown' })
    expect(result.message).toMatch(/conflicting/)
  })

  it('with only an absence marker, needs the identity check to say found', async () => {
    const absentOnly = site({
      detect: { presentStatus: [200], absentMarkers: ['No such member'], identity: true },
    })
    const bare = await check(absentOnly, 'alice', answering('/u/alice', 200, 'alice'))
    expect(bare.result.status).toBe('unknown')
    const found = await check(absentOnly, 'alice', answering('/u/alice', 200, PROFILE('alice')))
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
    const { result } = await check(
      walled,
      'alice',
      answering('/u/alice', 200, '<h1>Log in to see profiles</h1>'),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
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

describe('what the page says counts', () => {
  const echo = (message: string) =>
    `<html><head><title>alice • Example</title><link rel="canonical" href="https://example.com/u/alice"></head><body><h1>@alice</h1><p>${message}</p></body></html>`

  it('is never found on a page that repeats the name but says there is no such account', async () => {
    const { result } = await check(
      site(),
      'alice',
      answering('/u/alice', 200, echo("Sorry, this page isn't available.")),
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toBe(
      "the page says there is no such account ('Sorry, this page isn't available.', in its main text): it shows nobody's profile",
    )
  })

  it('is not found only where the site’s own rule says so', async () => {
    const soft404 = site({
      detect: { presentStatus: [200], absentMarkers: ['this page isn'], identity: true },
    })
    const { result } = await check(
      soft404,
      'alice',
      answering('/u/alice', 200, echo("Sorry, this page isn't available.")),
    )
    expect(result.status).toBe('not_found')
  })

  it('is never found on a claim page or a login wall that repeats the name', async () => {
    const claim = await check(site(), 'alice', answering('/u/alice', 200, echo('Claim alice now')))
    expect(claim.result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(claim.result.message).toMatch(/says the name is free to register/)
    const wall = await check(
      site(),
      'alice',
      answering('/u/alice', 200, echo("Log in to see alice's photos and videos")),
    )
    expect(wall.result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
  })

  it('is never found on a JSON answer that says the name is free', async () => {
    const json = { headers: { 'content-type': 'application/json' } }
    for (const body of ['{"username":"alice","taken":false}', '{"data":{"user":null}}']) {
      const { result } = await check(site(), 'alice', answering('/u/alice', 200, body, json))
      expect(result.status, body).toBe('unknown')
    }
  })
})
