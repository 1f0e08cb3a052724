import { afterEach, describe, expect, it } from 'vitest'
import { createCanaries, vouch, type CanaryRecord, type CanaryStore } from './canaries.ts'
import { createLatencyHistory, emptyLatencyBook } from '../timing/latency-history.ts'
import { runSearch } from '../run-search.ts'
import { siteModule } from '../sites/site-module.ts'
import type { SiteEntry } from '../sites/schema.ts'
import { mockPlatform } from '../mock-platform.ts'
import type { ModuleResult, StreamMessage } from '../types.ts'

const HTML = { headers: { 'content-type': 'text/html; charset=utf-8' } }
const profile = (name: string) => `<html><head><title>${name} on Example</title></head></html>`

const entry: SiteEntry = {
  id: 'example',
  name: 'Example',
  category: 'social',
  url: 'https://example.com/u/{}',
  hosts: ['example.com'],
  detect: { presentStatus: [200], absentStatus: [404], identity: true },
  fixtures: { present: 'alice', absent: 'nobody-here-1' },
  sources: ['own'],
}
const site = siteModule(entry)

const platforms: ReturnType<typeof mockPlatform>[] = []
afterEach(async () => {
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})

/** A platform whose answer for each name the test decides; counts the requests per name. */
function platform(answer: (name: string) => { status: number; body: string }) {
  const p = mockPlatform()
  platforms.push(p)
  p.agent
    .get('https://example.com')
    .intercept({ path: (path) => path.startsWith('/u/') })
    .reply((req) => {
      const { status, body } = answer(decodeURIComponent(req.path.slice(3)))
      return { statusCode: status, data: body, responseOptions: HTML }
    })
    .persist()
  return p
}

async function search(
  p: ReturnType<typeof mockPlatform>,
  canaries = createCanaries({ http: p.http }),
  query = 'bob',
) {
  const messages: StreamMessage[] = []
  for await (const m of runSearch({
    type: 'username',
    query,
    modules: [site],
    http: p.http,
    canaries,
    latency: emptyLatencyBook(),
  }))
    messages.push(m)
  const result = messages.find((m) => m.type === 'result')
  return (result as { data: ModuleResult }).data
}

const honest = (name: string) =>
  name === 'alice' || name === 'bob'
    ? { status: 200, body: profile(name) }
    : { status: 404, body: 'no such user' }

/** An honest platform that keeps each name it is asked, in order. */
function honestPlatform() {
  const asked: string[] = []
  const p = platform((name) => {
    asked.push(name)
    return honest(name)
  })
  return { ...p, asked }
}

/** The "found" a module reported, which the canaries are asked to confirm. */
const foundOn = (module: string): ModuleResult => ({
  module,
  name: 'Example',
  category: 'social',
  status: 'found',
  timestamp: new Date(0).toISOString(),
  elapsed_ms: 1,
  evidence: { signal: 'status', summary: 'HTTP 200', url: 'https://example.com/u/x' },
})

/** Canaries whose outcomes live 10 minutes, on a clock the test moves on. */
function tenMinuteCanaries(p: ReturnType<typeof platform>) {
  const clock = { ms: 0 }
  const canaries = createCanaries({ http: p.http, now: () => clock.ms, ttlMs: 10 * 60_000 })
  return { clock, canaries }
}

describe('run-time canaries', () => {
  it('let a "found" through when a made-up name of the query’s shape is not found', async () => {
    const p = honestPlatform()
    const canaries = createCanaries({ http: p.http })
    const result = await search(p, canaries)
    expect(result).toMatchObject({ status: 'found' })
    expect(canaries.table()).toEqual([
      expect.objectContaining({ module: 'example username:aaa', state: 'pass' }),
    ])
    // The check, then one twin: three letters like "bob", of letters rarely used.
    expect(p.asked).toEqual(['bob', expect.stringMatching(/^[qxzjvkw]{3}$/)])
  })

  it('let a "not found" through when the known account is found', async () => {
    const canaries = createCanaries({ http: platform(honest).http })
    const result = await search(platforms[0] as ReturnType<typeof mockPlatform>, canaries, 'carol')
    expect(result).toMatchObject({ status: 'not_found' })
    expect(canaries.table()).toEqual([
      expect.objectContaining({ module: 'example', state: 'pass' }),
      // And the name told apart vouches for its shape, as a twin would.
      expect.objectContaining({ module: 'example username:aaaaa', state: 'pass' }),
    ])
  })

  it('stop every verdict from a site that answers every name with a profile', async () => {
    // The page echoes whatever name was asked: a soft 404 that fools an identity check.
    const p = platform((name) => ({ status: 200, body: profile(name) }))
    const result = await search(p)
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/^it answers any name like this one/)
    expect(result.evidence).toBeUndefined()
    expect(result.spec_format).toBeUndefined()
  })

  it('stop every verdict from a site that answers 404 for every name', async () => {
    const p = platform(() => ({ status: 404, body: 'gone' }))
    const result = await search(p)
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/known account alice came back not found/)
  })

  it('give no verdict while they cannot tell whether the site works (its canary was blocked)', async () => {
    const p = platform((name) =>
      name === 'bob' ? { status: 200, body: profile('bob') } : { status: 429, body: 'slow down' },
    )
    const result = await search(p)
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/could not confirm/)
  })

  it('record how long each side took, so a slow platform’s history is learnt in full', async () => {
    const p = platform(honest)
    const latency = createLatencyHistory()
    const canaries = createCanaries({ http: p.http, latency })
    await canaries.check(site)
    expect(latency.summaries()).toEqual([
      expect.objectContaining({
        module: 'example',
        answeredMs: [expect.any(Number), expect.any(Number)],
      }),
    ])
  })

  it('run once per period, shared by every search of the process', async () => {
    const p = honestPlatform()
    const canaries = createCanaries({ http: p.http })
    await Promise.all([search(p, canaries), search(p, canaries), search(p, canaries)])
    // Another name of the same shape: the twin already vouches for it.
    await search(p, canaries, 'ann')
    await Promise.all([search(p, canaries, 'carol'), search(p, canaries, 'dave')])
    expect(p.asked.filter((n) => n === 'bob')).toHaveLength(3)
    expect(p.asked.filter((n) => /^[qxzjvkw]{3}$/.test(n))).toHaveLength(1)
    expect(p.asked.filter((n) => n === 'alice')).toHaveLength(1)
  })

  it('run again once the period is over, and take a site back when it works again', async () => {
    let broken = true
    const p = platform((name) => (broken ? { status: 404, body: 'gone' } : honest(name)))
    const { clock, canaries } = tenMinuteCanaries(p)
    expect((await search(p, canaries, 'carol')).status).toBe('unknown')
    broken = false
    clock.ms += 5 * 60_000
    expect((await search(p, canaries, 'carol')).status).toBe('unknown')
    clock.ms += 6 * 60_000
    expect((await search(p, canaries, 'carol')).status).toBe('not_found')
  })

  it('share their findings between processes through a store', async () => {
    const saved: CanaryRecord[] = []
    const store: CanaryStore = {
      load: async (since) => saved.filter((r) => r.checkedAt >= since),
      save: async (record) => void saved.push(record),
    }
    const p = honestPlatform()
    await search(p, createCanaries({ http: p.http, store }))
    await search(p, createCanaries({ http: p.http, store }))
    expect(saved).toEqual([
      expect.objectContaining({ module: 'example username:aaa', state: 'pass' }),
    ])
    expect(p.asked.filter((n) => n !== 'bob')).toHaveLength(1)
  })

  it('leave results that are not platform verdicts alone', () => {
    const local: ModuleResult = {
      module: 'example',
      name: 'Example',
      category: 'social',
      status: 'not_found',
      timestamp: new Date(0).toISOString(),
      elapsed_ms: 0,
      evidence: { signal: 'name rule', summary: 'No request: name rule' },
    }
    const fail: CanaryRecord = { module: 'example', state: 'fail', checkedAt: 0, detail: 'x' }
    expect(vouch(local, fail)).toBe(local)
  })
})

describe('canary renewal', () => {
  it('renews an ageing record in the background while it still vouches', async () => {
    const p = honestPlatform()
    const { clock, canaries } = tenMinuteCanaries(p)
    await search(p, canaries)
    clock.ms += 9 * 60_000
    // Still fresh: the search is vouched for at once, and a renewal starts beside it.
    expect((await search(p, canaries)).status).toBe('found')
    await expect.poll(() => p.asked.filter((n) => n !== 'bob').length).toBe(2)
    await canaries.settled()
    clock.ms += 5 * 60_000
    expect(canaries.table()[0]?.checkedAt).toBe(9 * 60_000)
  })
})

describe('the twin of a query', () => {
  it('catches a site that echoes any name its name rules allow, which a long random name never showed', async () => {
    // Names up to 15 characters get a page repeating them; longer ones the ordinary 404.
    const p = platform((name) =>
      name.length <= 15 ? { status: 200, body: profile(name) } : { status: 404, body: 'no' },
    )
    const result = await search(p, createCanaries({ http: p.http }), 'alice1987')
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/^it answers any name like this one/)
  })

  it('is unreliable only for names of that shape: another shape is judged on its own', async () => {
    // Echoes every all-letter name; names with digits get their honest answer.
    const p = platform((name) =>
      /^[a-z]+$/.test(name) ? { status: 200, body: profile(name) } : honest(name),
    )
    const canaries = createCanaries({ http: p.http })
    expect(await search(p, canaries, 'bob')).toMatchObject({ reason: 'site_unreliable' })
    const p2 = platform((name) =>
      /^[a-z]+$/.test(name) || name === 'bob1'
        ? { status: 200, body: profile(name) }
        : honest(name),
    )
    expect(await search(p2, createCanaries({ http: p2.http }), 'bob1')).toMatchObject({
      status: 'found',
    })
  })

  it('asks another twin when a short one happens to exist, and is satisfied by one not found', async () => {
    let twinsAsked = 0
    const p = platform((name) => {
      if (name === 'bob') return honest(name)
      // The first made-up three-letter name is somebody's; the next is nobody's.
      return ++twinsAsked === 1 ? { status: 200, body: profile(name) } : honest(name)
    })
    expect(await search(p)).toMatchObject({ status: 'found' })
    expect(twinsAsked).toBe(2)
  })

  it('gives no "found" while its twin cannot be asked (blocked), and says why', async () => {
    const p = platform((name) =>
      name === 'bob' ? honest(name) : { status: 403, body: 'Access denied' },
    )
    const result = await search(p)
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/could not confirm.*made-up name like this one answered unknown/)
  })

  it('is not needed where a name of the same shape already came back not found', async () => {
    const p = honestPlatform()
    const saved: CanaryRecord[] = []
    const canaries = createCanaries({
      http: p.http,
      store: { load: async () => [], save: async (r) => void saved.push(r) },
    })
    // "carol" is nobody's: the site told a five-letter name apart, as a twin would show.
    expect(await search(p, canaries, 'carol')).toMatchObject({ status: 'not_found' })
    p.asked.length = 0
    expect(await search(p, canaries, 'alice')).toMatchObject({ status: 'found' })
    expect(p.asked).toEqual(['alice'])
    // What it stands for is shared, and names no name.
    expect(saved).toContainEqual(
      expect.objectContaining({
        module: 'example username:aaaaa',
        state: 'pass',
        detail: 'a name like this one came back not found',
      }),
    )
  })

  it('is asked again once its time to live is over', async () => {
    const p = honestPlatform()
    const { clock, canaries } = tenMinuteCanaries(p)
    await search(p, canaries)
    clock.ms += 11 * 60_000
    await search(p, canaries)
    expect(p.asked.filter((n) => n !== 'bob')).toHaveLength(2)
  })

  it('of an email address keeps its domain and stays in memory, out of the shared store', async () => {
    const asked: string[] = []
    const mail = siteModule({
      ...entry,
      id: 'mail-example',
      url: 'https://example.com/u/{}',
      fixtures: { present: 'alice@example.org', absent: 'nobody@example.org' },
    })
    const p = platform((name) => {
      asked.push(name)
      return name === 'john.smith@corp.example'
        ? { status: 200, body: profile(name) }
        : { status: 404, body: 'no' }
    })
    const saved: CanaryRecord[] = []
    const canaries = createCanaries({
      http: p.http,
      store: { load: async () => [], save: async (r) => void saved.push(r) },
    })
    const result = await canaries.confirm(
      { ...mail, types: ['email'] },
      { type: 'email', query: 'john.smith@corp.example' },
      foundOn('mail-example'),
    )
    expect(result.status).toBe('found')
    expect(asked).toEqual([expect.stringMatching(/^[a-z]{4}\.[a-z]{5}@corp\.example$/)])
    expect(saved).toEqual([])
  })
})

describe('the twin of a phone number', () => {
  it('is a number of the same country and length from a range nobody can hold', async () => {
    const asked: string[] = []
    const phone = siteModule({
      ...entry,
      id: 'phone-example',
      fixtures: { present: '+447911123456', absent: '+447911000000' },
    })
    const p = platform((name) => {
      asked.push(name)
      return name === '+447911654321' ? honest('bob') : { status: 404, body: 'no' }
    })
    const canaries = createCanaries({ http: p.http })
    const result = await canaries.confirm(
      { ...phone, types: ['phone'] },
      { type: 'phone', query: '+447911654321' },
      foundOn('phone-example'),
    )
    expect(result.status).toBe('found')
    expect(asked).toEqual([expect.stringMatching(/^\+447700900\d{3}$/)])
    expect(canaries.table()).toEqual([
      expect.objectContaining({ module: 'phone-example phone:+44:10:7700900', state: 'pass' }),
    ])
  })
})
