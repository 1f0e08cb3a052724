import { afterEach, describe, expect, it } from 'vitest'
import { siteModule } from '../engine/sites/site-module.ts'
import { mockPlatform } from '../engine/mock-platform.ts'
import type { ModuleResult } from '../engine/types.ts'
import {
  checkModules,
  exitCodeFor,
  fixtureVerdict,
  formatReport,
  moduleVerdict,
} from './check-lookups.ts'

const platforms: ReturnType<typeof mockPlatform>[] = []
afterEach(async () => {
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})
function platform() {
  const p = mockPlatform()
  platforms.push(p)
  return p
}

const profile = (name: string) => `<html><head><title>${name} · profile</title></head></html>`

/** A site that knows only alice; persistent, since the canary asks made-up names too. */
function honestSite(p: ReturnType<typeof mockPlatform>, host: string) {
  const pool = p.agent.get(host)
  pool.intercept({ path: '/u/alice' }).reply(200, profile('alice')).persist()
  pool
    .intercept({ path: () => true })
    .reply(404, 'nope')
    .persist()
}

const site = (id: string) =>
  siteModule({
    id,
    name: id.toUpperCase(),
    category: 'social',
    url: `https://${id}.example/u/{}`,
    hosts: [`${id}.example`],
    detect: { presentStatus: [200], absentStatus: [404], identity: true },
    fixtures: { present: 'alice', absent: 'nobody-1' },
    sources: ['own'],
  })

const result = (status: ModuleResult['status']): ModuleResult => ({
  module: 'm',
  name: 'M',
  category: 'social',
  status,
  timestamp: new Date(0).toISOString(),
  elapsed_ms: 1,
})

describe('verdict logic', () => {
  it('calls a matching answer ok, the opposite verdict wrong, and anything else unchecked', () => {
    expect(fixtureVerdict('found', result('found'))).toBe('ok')
    expect(fixtureVerdict('found', result('not_found'))).toBe('wrong')
    expect(fixtureVerdict('not_found', result('found'))).toBe('wrong')
    expect(fixtureVerdict('found', result('unknown'))).toBe('unchecked')
    expect(fixtureVerdict('not_found', result('error'))).toBe('unchecked')
  })

  it('calls a module broken if either fixture is wrong, ok only if both are', () => {
    expect(moduleVerdict('ok', 'ok')).toBe('ok')
    expect(moduleVerdict('ok', 'wrong')).toBe('broken')
    expect(moduleVerdict('unchecked', 'wrong')).toBe('broken')
    expect(moduleVerdict('ok', 'unchecked')).toBe('unchecked')
  })
})

describe('checkModules against recorded answers', () => {
  it('confirms a working entry, flags a broken one and cannot check a blocked one', async () => {
    const p = platform()
    honestSite(p, 'https://good.example')
    // Broken: the platform now answers every name with a page that names it.
    p.agent
      .get('https://broken.example')
      .intercept({ path: () => true })
      .reply((req) => ({ statusCode: 200, data: profile(req.path.slice(3)) }))
      .persist()
    p.agent
      .get('https://walled.example')
      .intercept({ path: () => true })
      .reply(429, 'slow down')
      .persist()

    const checks = await checkModules([site('good'), site('broken'), site('walled')], {
      http: p.http,
      concurrency: 2,
    })
    expect(checks.map((c) => [c.module.id, c.verdict])).toEqual([
      ['good', 'ok'],
      ['broken', 'broken'],
      ['walled', 'unchecked'],
    ])
    expect(exitCodeFor(checks)).toBe(1)
    const report = formatReport(checks)
    expect(report).toMatch(
      /broken\s+site\s+alice: found → found\s+nobody-1: not_found → found\s+fail: it answers any name like this one.*BROKEN/,
    )
    expect(report).toMatch(
      /good .*pass: its known account was found and a made-up name like it was not\s+OK/,
    )
    expect(report).toMatch(/walled .*unknown \(rate_limited\).*UNCHECKED/)
    expect(report).toMatch(/3 modules: 1 ok, 1 broken \(wrong verdict\), 1 could not be checked/)
  })

  it('reports network errors honestly and exits non-zero when nothing answers', async () => {
    const p = platform()
    for (const host of ['https://a.example', 'https://b.example']) {
      p.agent
        .get(host)
        .intercept({ path: () => true })
        .replyWithError(new Error('getaddrinfo ENOTFOUND'))
        .persist()
    }
    const checks = await checkModules([site('a'), site('b')], { http: p.http })
    expect(checks.every((c) => c.verdict === 'unchecked')).toBe(true)
    expect(exitCodeFor(checks)).toBe(3)
    const report = formatReport(checks)
    expect(report).toMatch(/error: getaddrinfo ENOTFOUND/)
    expect(report).toMatch(/looks offline/)
  })

  it('exits 0 when every fixture is confirmed', async () => {
    const p = platform()
    honestSite(p, 'https://good.example')
    const checks = await checkModules([site('good')], { http: p.http })
    expect(exitCodeFor(checks)).toBe(0)
  })

  it('calls a module broken when only its canary fails (404 for every name)', async () => {
    const p = platform()
    p.agent
      .get('https://gone.example')
      .intercept({ path: () => true })
      .reply(404, 'nope')
      .persist()
    const [check] = await checkModules([site('gone')], { http: p.http })
    expect(check?.canary).toMatchObject({ state: 'fail' })
    expect(check?.verdict).toBe('broken')
  })
})
