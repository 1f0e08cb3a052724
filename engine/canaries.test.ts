import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createCanaries, vouch, type CanaryRecord, type CanaryStore } from './canaries.ts'
import { createHttpClient } from './http.ts'
import { createLatencyHistory } from './latency-history.ts'
import { runSearch } from './run-search.ts'
import { siteModule } from './sites/site-module.ts'
import type { SiteEntry } from './sites/schema.ts'
import { mockPlatform } from './testing/mock-platform.ts'
import type { ModuleResult, StreamMessage } from './types.ts'

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
) {
  const messages: StreamMessage[] = []
  for await (const m of runSearch({
    type: 'username',
    query: 'bob',
    modules: [site],
    http: p.http,
    canaries,
  }))
    messages.push(m)
  const result = messages.find((m) => m.type === 'result')
  return (result as { data: ModuleResult }).data
}

const honest = (name: string) =>
  name === 'alice' || name === 'bob'
    ? { status: 200, body: profile(name) }
    : { status: 404, body: 'no such user' }

describe('run-time canaries', () => {
  it('let a verdict through when the known account is found and a made-up name is not', async () => {
    const p = platform(honest)
    const canaries = createCanaries({ http: p.http })
    const result = await search(p, canaries)
    expect(result).toMatchObject({ status: 'found' })
    expect(canaries.table()).toEqual([
      expect.objectContaining({ module: 'example', state: 'pass' }),
    ])
  })

  it('stop every verdict from a site that answers every name with a profile', async () => {
    // The page echoes whatever name was asked: a soft 404 that fools an identity check.
    const p = platform((name) => ({ status: 200, body: profile(name) }))
    const result = await search(p)
    expect(result).toMatchObject({ status: 'unknown', reason: 'site_unreliable' })
    expect(result.message).toMatch(/made-up name came back found/)
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
    const asked: string[] = []
    const p = platform((name) => {
      asked.push(name)
      return honest(name)
    })
    const canaries = createCanaries({ http: p.http })
    await Promise.all([search(p, canaries), search(p, canaries), search(p, canaries)])
    await search(p, canaries)
    expect(asked.filter((n) => n === 'alice')).toHaveLength(1)
    expect(asked.filter((n) => n === 'bob')).toHaveLength(4)
  })

  it('run again once the period is over, and take a site back when it works again', async () => {
    let broken = true
    let clock = 0
    const p = platform((name) => (broken ? { status: 404, body: 'gone' } : honest(name)))
    const canaries = createCanaries({ http: p.http, now: () => clock, ttlMs: 10 * 60_000 })
    expect((await search(p, canaries)).status).toBe('unknown')
    broken = false
    clock += 5 * 60_000
    expect((await search(p, canaries)).status).toBe('unknown')
    clock += 6 * 60_000
    expect((await search(p, canaries)).status).toBe('found')
  })

  it('run alongside the check, so they add no wall time of their own', async () => {
    // The check's answer is held back until both canary requests have arrived: were the
    // canaries run after the check, this search could never finish.
    let canaryRequests = 0
    let release!: () => void
    const bothCanariesAsked = new Promise<void>((resolve) => (release = resolve))
    const server = createServer((req, res) => {
      const name = decodeURIComponent((req.url ?? '').slice(3))
      if (name !== 'bob' && ++canaryRequests === 2) release()
      void (name === 'bob' ? bothCanariesAsked : Promise.resolve()).then(() => {
        const { status, body } = honest(name)
        res.writeHead(status, HTML.headers).end(body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const http = createHttpClient({ allowPrivateAddresses: true })
    try {
      const local = siteModule({
        ...entry,
        url: `http://127.0.0.1:${port}/u/{}`,
        hosts: ['127.0.0.1'],
      })
      const messages: StreamMessage[] = []
      for await (const m of runSearch({ type: 'username', query: 'bob', modules: [local], http }))
        messages.push(m)
      expect(messages[0]).toMatchObject({ type: 'result', data: { status: 'found' } })
    } finally {
      await http.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('share their findings between processes through a store', async () => {
    const saved: CanaryRecord[] = []
    const store: CanaryStore = {
      load: async (since) => saved.filter((r) => r.checkedAt >= since),
      save: async (record) => void saved.push(record),
    }
    const asked: string[] = []
    const p = platform((name) => {
      asked.push(name)
      return honest(name)
    })
    await search(p, createCanaries({ http: p.http, store }))
    await search(p, createCanaries({ http: p.http, store }))
    expect(saved).toEqual([expect.objectContaining({ module: 'example', state: 'pass' })])
    expect(asked.filter((n) => n === 'alice')).toHaveLength(1)
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
    let clock = 0
    const asked: string[] = []
    const p = platform((name) => {
      asked.push(name)
      return honest(name)
    })
    const canaries = createCanaries({ http: p.http, now: () => clock, ttlMs: 10 * 60_000 })
    await search(p, canaries)
    clock += 9 * 60_000
    // Still fresh: the search is vouched for at once, and a renewal starts beside it.
    expect((await search(p, canaries)).status).toBe('found')
    await expect.poll(() => asked.filter((n) => n === 'alice').length).toBe(2)
    clock += 5 * 60_000
    expect(canaries.table()[0]?.checkedAt).toBe(9 * 60_000)
  })
})
