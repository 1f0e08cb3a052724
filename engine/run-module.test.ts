import { afterEach, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { answerDigest } from './verdicts/evidence.ts'
import { fakeModule } from './testing/fake-module.ts'
import { mockPlatform } from './mock-platform.ts'
import type { LookupModule, Outcome } from './types.ts'

const platforms: ReturnType<typeof mockPlatform>[] = []
const platform = () => {
  const p = mockPlatform()
  platforms.push(p)
  return p
}
afterEach(async () => {
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})

const module = (run: LookupModule['run'], extra: Partial<LookupModule> = {}): LookupModule =>
  fakeModule('example', run, {
    name: 'Example',
    url: 'https://example.com/{}',
    hosts: ['example.com'],
    ...extra,
  })

const byStatus = (ok: (status: number) => Outcome) =>
  module(async (ctx) => {
    const res = await ctx.http.request(`https://example.com/${encodeURIComponent(ctx.query)}`)
    return ok(res.status)
  })

/** example.com sends its page of alice on to `location`. */
const redirectAlice = (p: ReturnType<typeof platform>, location: string) =>
  p.agent
    .get('https://example.com')
    .intercept({ path: '/alice' })
    .reply(302, '', { headers: { location } })

/** A module that would say "not found" whatever it got: what the engine decides before it shows. */
const saysNotFound = byStatus(() => ({ status: 'not_found', proof: 'guessed' }))

describe('runModule', () => {
  it('wraps a found outcome with module metadata and a timestamp', async () => {
    const p = platform()
    p.agent.get('https://example.com').intercept({ path: '/alice' }).reply(200, 'hi')
    const result = await p.run(
      byStatus(() => ({
        status: 'found',
        records: [{ username: { value: 'alice', type: 'str', proper_key: 'Username' } }],
        proof: "login is 'alice'",
      })),
      'alice',
    )
    expect(result).toMatchObject({
      module: 'example',
      name: 'Example',
      category: 'social',
      status: 'found',
    })
    expect(result.spec_format?.[0]?.username?.value).toBe('alice')
    expect(Date.parse(result.timestamp)).not.toBeNaN()
  })

  it('gives every verdict the request it came from and the proof, in one line', async () => {
    const p = platform()
    p.agent.get('https://example.com').intercept({ path: '/alice' }).reply(404, 'no')
    const result = await p.run(
      byStatus((s) => ({ status: 'not_found', proof: `HTTP ${s} from the users API` })),
      'alice',
    )
    expect(result.evidence).toEqual({
      method: 'GET',
      url: 'https://example.com/alice',
      status: 404,
      signal: 'HTTP 404 from the users API',
      summary: 'GET https://example.com/alice → HTTP 404, HTTP 404 from the users API',
      answer_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      read_at: expect.any(String),
    })
  })

  it('keeps the digest of the answer a verdict rests on and when it was read', async () => {
    const p = platform()
    const body = Buffer.from([0x6e, 0x6f, 0xff, 0xfe])
    p.agent.get('https://example.com').intercept({ path: '/alice' }).reply(404, body)
    const before = Date.now()
    const result = await p.run(
      byStatus((s) => ({ status: 'not_found', proof: `HTTP ${s}` })),
      'alice',
    )
    // The bytes as read, not their text: invalid UTF-8 must not collapse to the same digest.
    const expected = createHash('sha256')
      .update('HTTP 404 https://example.com/alice\n')
      .update(body)
      .digest('hex')
    expect(result.evidence?.answer_sha256).toBe(expected)
    expect(answerDigest(404, 'https://example.com/alice', body)).toBe(expected)
    expect(answerDigest(404, 'https://example.com/alice', Buffer.from('no'))).not.toBe(expected)
    const readAt = Date.parse(result.evidence?.read_at ?? '')
    expect(readAt).toBeGreaterThanOrEqual(before - 1)
    expect(readAt).toBeLessThanOrEqual(Date.now())
  })

  it('keeps API keys out of the evidence URL', async () => {
    const p = platform()
    p.agent
      .get('https://example.com')
      .intercept({ path: '/v1?user=alice&api_key=SECRET123' })
      .reply(200, '{}')
    const result = await p.run(
      module(async (ctx) => {
        await ctx.http.request('https://example.com/v1?user=alice&api_key=SECRET123')
        return { status: 'not_found', proof: 'field user is null' }
      }),
      'alice',
    )
    expect(result.evidence?.url).toBe('https://example.com/v1?user=alice&api_key=redacted')
    expect(JSON.stringify(result)).not.toContain('SECRET123')
  })

  it('marks a verdict decided without a request as local, and a local module as local', async () => {
    const p = platform()
    const local = await p.run(
      module(async () => ({ status: 'not_found', proof: 'the name breaks the rules' })),
      'alice',
    )
    expect(local.evidence).toEqual({
      signal: 'the name breaks the rules',
      summary: 'No request: the name breaks the rules',
    })
    const offline = await p.run(
      module(async () => ({ status: 'not_found', proof: 'no MX records' }), { local: true }),
      'alice',
    )
    expect(offline.local).toBe(true)
  })

  it('refuses a verdict without proof: the module is at fault', async () => {
    const p = platform()
    const result = await p.run(
      module(async () => ({ status: 'found', records: [{}], proof: '' })),
      'alice',
    )
    expect(result).toMatchObject({
      status: 'error',
      message: 'module gave a verdict without proof',
    })
  })

  it.each([
    [429, 'rate_limited'],
    [403, 'blocked'],
    [401, 'login_wall'],
    [503, 'blocked'],
  ] as const)(
    'turns HTTP %i into unknown (%s) before the module decides',
    async (status, reason) => {
      const p = platform()
      p.agent.get('https://example.com').intercept({ path: '/alice' }).reply(status, 'nope')
      const result = await p.run(saysNotFound, 'alice')
      expect(result.status).toBe('unknown')
      expect(result.reason).toBe(reason)
    },
  )

  it('turns a Cloudflare challenge page served with 200 into unknown (captcha)', async () => {
    const p = platform()
    p.agent
      .get('https://example.com')
      .intercept({ path: '/alice' })
      .reply(
        200,
        '<html><head><title>Just a moment...</title></head><body>cf_chl_opt</body></html>',
      )
    const result = await p.run(saysNotFound, 'alice')
    expect(result).toMatchObject({ status: 'unknown', reason: 'captcha' })
  })

  it('makes a throwing module its own error result', async () => {
    const p = platform()
    const result = await p.run(
      module(async () => {
        throw new Error('parser exploded')
      }),
      'alice',
    )
    expect(result).toMatchObject({ status: 'error', message: 'parser exploded' })
  })

  it('ends a hanging module at its own timeout as unknown (timeout)', async () => {
    const p = platform()
    const started = Date.now()
    const result = await p.run(
      module(() => new Promise<Outcome>(() => undefined), { timeoutMs: 100 }),
      'alice',
    )
    expect(result).toMatchObject({ status: 'unknown', reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses a host the module did not declare', async () => {
    const p = platform()
    const result = await p.run(
      module(async (ctx) => {
        await ctx.http.request('https://evil.example/steal')
        return { status: 'not_found', proof: 'guessed' }
      }),
      'alice',
    )
    expect(result.status).toBe('error')
    expect(result.message).toMatch(/not declared/)
    expect(p.calls()).toEqual([])
  })

  it('does not follow a redirect to an undeclared host, and hands it to the module', async () => {
    const p = platform()
    redirectAlice(p, 'https://www.other.example/')
    const result = await p.run(
      module(async (ctx) => {
        const res = await ctx.http.request('https://example.com/alice')
        return res.redirect === 'https://www.other.example/'
          ? { status: 'not_found', proof: 'sent to the home page' }
          : { status: 'error', message: String(res.status) }
      }),
      'alice',
    )
    expect(result.status).toBe('not_found')
    expect(result.evidence?.final_url).toBe('https://www.other.example/')
    expect(p.calls()).toEqual(['GET https://example.com/alice'])
  })

  it('calls a redirect to a login page a login wall before the module can decide', async () => {
    const p = platform()
    redirectAlice(p, 'https://login.other.example/')
    const result = await p.run(saysNotFound, 'alice')
    expect(result).toMatchObject({ status: 'unknown', reason: 'login_wall' })
  })

  it('follows a redirect within its declared hosts', async () => {
    const p = platform()
    const pool = p.agent.get('https://example.com')
    pool.intercept({ path: '/alice' }).reply(301, '', { headers: { location: '/users/alice' } })
    pool.intercept({ path: '/users/alice' }).reply(200, 'profile')
    const result = await p.run(
      byStatus((s) =>
        s === 200
          ? { status: 'found', records: [{}], proof: 'profile page' }
          : { status: 'not_found', proof: 'other' },
      ),
      'alice',
    )
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toBe(
      'GET https://example.com/alice → HTTP 200 at https://example.com/users/alice, profile page',
    )
  })

  it('cancels at once when the search is aborted', async () => {
    const p = platform()
    const controller = new AbortController()
    const pending = p.run(
      module(() => new Promise<Outcome>(() => undefined), { timeoutMs: 10_000 }),
      'alice',
      undefined,
      {
        signal: controller.signal,
      },
    )
    controller.abort()
    const result = await pending
    expect(result.status).toBe('error')
    expect(result.message).toBe('search cancelled')
  })
})

describe('query guard', () => {
  it.each([
    ['email', '..'],
    ['email', 'a@b/../c.com'],
    ['phone', '12345'],
    ['phone', '+1 415'],
  ] as const)('refuses a malformed %s query (%s) without any request', async (type, query) => {
    const p = platform()
    let ran = false
    const result = await p.run(
      module(
        async () => {
          ran = true
          return { status: 'not_found', proof: 'guessed' }
        },
        { types: [type] },
      ),
      query,
      type,
    )
    expect(result.status).toBe('error')
    expect(ran).toBe(false)
  })
})

describe("runModule: a username module's found against what the answer says", () => {
  const readsLogin = module(async (ctx) => {
    const res = await ctx.http.request(`https://example.com/${encodeURIComponent(ctx.query)}`)
    const login = res.json<{ login?: string }>().login
    return {
      status: 'found',
      records: [{ username: { value: String(login), type: 'str', proper_key: 'Username' } }],
      proof: `login is '${login}'`,
    }
  })
  const json = { headers: { 'content-type': 'application/json' } }

  it('does not stand when the answer says the name is free', async () => {
    const p = platform()
    p.agent
      .get('https://example.com')
      .intercept({ path: '/alice' })
      .reply(200, '{"login":"alice","available":true}', json)
    const result = await p.run(readsLogin, 'alice')
    expect(result).toMatchObject({ status: 'unknown', reason: 'unrecognised' })
    expect(result.message).toBe(
      "the answer says the name is free to register (field available is true): it shows nobody's profile",
    )
  })

  it('stands when the answer says nothing against it', async () => {
    const p = platform()
    p.agent
      .get('https://example.com')
      .intercept({ path: '/alice' })
      .reply(200, '{"login":"alice","followers":[]}', json)
    expect((await p.run(readsLogin, 'alice')).status).toBe('found')
  })
})
