import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mockPlatform } from '../engine/mock-platform.ts'
import { requested } from '../engine/modules/_shared/testing.ts'
import { emailModules } from '../engine/catalog/email.ts'
import { phoneModules } from '../engine/catalog/phone.ts'
import { allModules } from '../engine/registry.ts'
import type { LookupModule } from '../engine/types.ts'
import { statusCheck } from '../engine/testing/status-check.ts'
import { catalogueLines } from './lookup-catalogue.ts'
import { main } from './lookup.ts'
import { cliIo } from '../tests/support/cli-io.ts'

/** `origin` answers `body` at `path` and 404 to anything else, however often it is asked. */
function answersOnly(
  p: ReturnType<typeof mockPlatform>,
  origin: string,
  path: string,
  body: string,
) {
  const pool = p.agent.get(origin)
  pool.intercept({ path }).reply(200, body).persist()
  pool
    .intercept({ path: () => true })
    .reply(404, '')
    .persist()
}

describe('lookup --list --json', () => {
  it('prints the whole catalogue, one JSON object per line, with the agreed fields', async () => {
    const t = cliIo()
    expect(await main(['--list', '--json'], t.io)).toBe(0)
    const lines = t.out().trim().split('\n')
    expect(lines).toHaveLength(allModules().length)
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>
      expect(Object.keys(entry)).toEqual([
        'id',
        'name',
        'category',
        'types',
        'kind',
        'needsKey',
        'sources',
        'rank',
        'silence',
        'countries',
        'cleanup',
      ])
      expect(['site', 'module', 'provider']).toContain(entry.kind)
      expect(typeof entry.needsKey).toBe('boolean')
      expect((entry.sources as string[]).length).toBeGreaterThan(0)
      expect(entry.rank === null || (Number.isInteger(entry.rank) && Number(entry.rank) > 0)).toBe(
        true,
      )
      expect(entry.silence === null || typeof entry.silence === 'string').toBe(true)
    }
    const byId = new Map(lines.map((l) => [JSON.parse(l).id as string, JSON.parse(l)]))
    for (const m of emailModules) {
      const entry = byId.get(m.id) as { category: unknown; silence: unknown } | undefined
      expect(entry, m.id).toMatchObject({ category: m.category, silence: m.silence })
      expect(typeof entry?.silence === 'string' && entry.silence.trim() !== '', m.id).toBe(true)
    }
    const phoneChecks = phoneModules.filter((m) => !m.local)
    expect(phoneChecks.length).toBeGreaterThan(0)
    for (const m of phoneChecks) {
      const entry = byId.get(m.id) as { silence: unknown; countries: unknown } | undefined
      expect(entry, m.id).toMatchObject({ silence: m.silence, countries: m.countries ?? 'all' })
      expect(typeof entry?.silence === 'string' && entry.silence.trim() !== '', m.id).toBe(true)
    }
    expect(byId.get('phone-intel')).toMatchObject({ countries: null })
    expect(byId.get('github')).toMatchObject({ sources: ['own'], rank: 10 })
    expect(byId.get('1x')).toMatchObject({ sources: ['maigret'] })
    expect(
      [...byId.values()].some((e: { sources: string[] }) => e.sources.includes('whatsmyname')),
    ).toBe(true)
  })

  it('says needsKey true only for modules that need one', () => {
    const base: LookupModule = {
      id: 'free',
      name: 'Free',
      category: 'social',
      types: ['username'],
      url: 'https://free.example/{}',
      hosts: ['free.example'],
      kind: 'module',
      fixtures: { present: 'alice', absent: 'nobody-1' },
      run: async () => ({ status: 'not_found', proof: 'made up' }),
    }
    const paid: LookupModule = {
      ...base,
      id: 'paid',
      name: 'Paid',
      category: 'breach',
      types: ['email'],
      kind: 'provider',
      needsKey: 'PAID_KEY',
    }
    const [free, priced] = catalogueLines([base, paid]).map((l) => JSON.parse(l) as unknown)
    expect(free).toEqual({
      id: 'free',
      name: 'Free',
      category: 'social',
      types: ['username'],
      kind: 'module',
      needsKey: false,
      sources: ['own'],
      rank: null,
      silence: null,
      countries: null,
      cleanup: null,
    })
    expect(priced).toEqual({
      id: 'paid',
      name: 'Paid',
      category: 'breach',
      types: ['email'],
      kind: 'provider',
      needsKey: true,
      sources: ['provider'],
      rank: null,
      silence: null,
      countries: null,
      cleanup: null,
    })
  })
})

describe('lookup search', () => {
  const platforms: ReturnType<typeof mockPlatform>[] = []
  afterEach(async () => {
    await Promise.all(platforms.splice(0).map((p) => p.close()))
  })

  const catalogue: LookupModule[] = [
    {
      id: 'alpha',
      name: 'Alpha',
      category: 'social',
      types: ['username'],
      url: 'https://alpha.example/{}',
      hosts: ['alpha.example'],
      kind: 'module',
      fixtures: { present: 'alice', absent: 'nobody-1' },
      async run(ctx) {
        const res = await ctx.http.request(`https://alpha.example/${encodeURIComponent(ctx.query)}`)
        if (res.status === 404) return { status: 'not_found', proof: 'HTTP 404' }
        return {
          status: 'found',
          proof: 'a profile page',
          records: [
            {
              username: { value: ctx.query, type: 'str', proper_key: 'Username' },
              profile_url: {
                value: `https://alpha.example/${ctx.query}`,
                type: 'url',
                proper_key: 'Profile URL',
              },
            },
          ],
        }
      },
    },
    {
      id: 'beta',
      name: 'Beta',
      category: 'coding',
      types: ['username'],
      url: 'https://beta.example/{}',
      hosts: ['beta.example'],
      kind: 'site',
      fixtures: { present: 'bob', absent: 'nobody-1' },
      async run(ctx) {
        const res = await ctx.http.request(`https://beta.example/${encodeURIComponent(ctx.query)}`)
        return res.status === 404
          ? { status: 'not_found', proof: 'HTTP 404' }
          : { status: 'found', proof: 'HTTP 200 and a profile', records: [{}] }
      },
    },
  ]

  function platform() {
    const p = mockPlatform()
    platforms.push(p)
    // Persistent, and 404 for any other name: the engine's canaries ask too.
    answersOnly(p, 'https://alpha.example', '/alice', 'hi')
    answersOnly(p, 'https://beta.example', '/bob', 'hi')
    return p
  }

  it('prints a table of what was found and a summary with progress on stderr', async () => {
    const t = cliIo({ catalogue, http: platform().http })
    expect(await main(['username', 'alice'], t.io)).toBe(0)
    expect(t.out()).toMatch(/PLATFORM\s+CATEGORY\s+USERNAME/)
    expect(t.out()).toMatch(
      /Alpha\s+social\s+alice\s+https:\/\/alpha\.example\/alice\s+GET https:\/\/alpha\.example\/alice → HTTP 200, a profile page/,
    )
    expect(t.out()).not.toMatch(/Beta/)
    expect(t.err()).toMatch(/\[100%\] 2\/2/)
    expect(t.err()).toMatch(/2 checked .*1 found, 1 not found, 0 could not tell, 0 errors/)
  })

  it('prints the stream messages as NDJSON with --json', async () => {
    const t = cliIo({ catalogue, http: platform().http })
    expect(await main(['username', 'alice', '--json'], t.io)).toBe(0)
    const messages = t
      .out()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string })
    expect(messages.map((m) => m.type)).toEqual([
      'result',
      'result',
      'complete',
      'leads_and_groups',
    ])
    expect(messages.at(-1)).toEqual({
      type: 'leads_and_groups',
      search: { type: 'username', query: 'alice' },
      leads: [],
      groups: [],
    })
  })

  it('runs only the modules asked for', async () => {
    const t = cliIo({ catalogue, http: platform().http })
    expect(await main(['username', 'alice', '--json', '--modules', 'beta'], t.io)).toBe(0)
    const lines = t
      .out()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string })
    expect(lines.find((m) => m.type === 'complete')).toMatchObject({ total: 1 })
  })

  it('keeps canaries and answer times between runs: the next run asks each platform once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lookup-cache-'))
    const cachePath = join(dir, 'cache.json')
    const asked: string[] = []
    const p = mockPlatform()
    platforms.push(p)
    for (const host of ['https://alpha.example', 'https://beta.example']) {
      p.agent
        .get(host)
        .intercept({ path: () => true })
        .reply((req) => {
          asked.push(`${host}${req.path}`)
          const known = req.path === '/alice' || req.path === '/bob'
          return { statusCode: known ? 200 : 404, data: known ? 'hi' : '' }
        })
        .persist()
    }
    try {
      expect(
        await main(['username', 'carol'], cliIo({ catalogue, http: p.http, cachePath }).io),
      ).toBe(0)
      // The first run: each check, then (a "not found") its platform's known account.
      expect(asked.sort()).toEqual([
        'https://alpha.example/alice',
        'https://alpha.example/carol',
        'https://beta.example/bob',
        'https://beta.example/carol',
      ])
      asked.length = 0
      expect(
        await main(['username', 'carol'], cliIo({ catalogue, http: p.http, cachePath }).io),
      ).toBe(0)
      expect(asked.sort()).toEqual(['https://alpha.example/carol', 'https://beta.example/carol'])
      const saved = JSON.parse(await readFile(cachePath, 'utf8')) as {
        canaries: { module: string; state: string }[]
        latency: { module: string; answeredMs: number[] }[]
      }
      // Each known account, and the shape each "not found" told apart, as a twin would.
      expect(saved.canaries.map((c) => `${c.module}: ${c.state}`).sort()).toEqual([
        'alpha username:aaaaa: pass',
        'alpha: pass',
        'beta username:aaaaa: pass',
        'beta: pass',
      ])
      expect(saved.latency.map((l) => l.module).sort()).toEqual(['alpha', 'beta'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('exits 2 with the usage on an unknown module id', async () => {
    const t = cliIo({ catalogue })
    expect(await main(['username', 'alice', '--modules', 'gamma'], t.io)).toBe(2)
    expect(t.err()).toMatch(/unknown module id: gamma/)
    expect(t.err()).toMatch(/Usage:/)
  })

  it('exits 2 with the usage on bad arguments', async () => {
    const t = cliIo({ catalogue })
    expect(await main(['username'], t.io)).toBe(2)
    expect(t.err()).toMatch(/Usage:/)
  })
})

describe('lookup phone', () => {
  const platforms: ReturnType<typeof mockPlatform>[] = []
  afterEach(async () => {
    await Promise.all(platforms.splice(0).map((p) => p.close()))
  })

  /** A phone check that finds the UK example number and nothing else, serving `countries`. */
  const phoneCheck = (id: string, countries?: string[]) =>
    statusCheck(id, {
      type: 'phone',
      path: (q) => `/check?n=${encodeURIComponent(q)}`,
      fixtures: { present: '+447400123456', absent: '+447700900123' },
      extra: countries ? { countries } : {},
    })
  const catalogue = [
    phoneCheck('global'),
    phoneCheck('british', ['GB']),
    phoneCheck('russian', ['RU']),
  ]

  function platform() {
    const p = mockPlatform()
    platforms.push(p)
    for (const id of ['global', 'british', 'russian']) {
      answersOnly(p, `https://${id}.example`, '/check?n=%2B447400123456', 'yes')
    }
    return p
  }

  it('runs the checks that serve the number’s country, and says how many', async () => {
    const p = platform()
    const t = cliIo({ catalogue, http: p.http })
    expect(await main(['phone', '07400 123456'], t.io)).toBe(0)
    expect(t.out()).toMatch(/GLOBAL/)
    expect(t.out()).toMatch(/BRITISH/)
    expect(t.out()).not.toMatch(/RUSSIAN/)
    expect(t.err()).toMatch(/Checked 2 platforms that serve \+44\./)
    expect(requested(p).some((call) => call.includes('russian.example'))).toBe(false)
  })

  it('says so when the modules asked for serve none of the number’s country', async () => {
    const t = cliIo({ catalogue })
    expect(await main(['phone', '+447400123456', '--modules', 'russian'], t.io)).toBe(2)
    expect(t.err()).toMatch(/none of the chosen modules serves the country of \+447400123456/)
  })
})
