import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../engine/http/client.ts'
import { createSearchEngine } from '../workers/search-engine.ts'
import { testDatabaseTargets } from '../../../tests/support/databases.ts'
import {
  personWithCredits,
  postSearch,
  startSearchServers,
  type SearchServers,
} from '../../../tests/support/search-servers.ts'
import { trustNoHistory } from '../../../engine/testing/fake-module.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')
const LIMITS = { perUser: 2, perIp: 10 }

/** Runs only where the suite has a PostgreSQL server (global-setup starts one when installed). */
describe.each(postgres)('two instances on one $name share the search rate limits', (target) => {
  let bench: SearchServers
  // Searches with no checks: each finishes at once, so only the limits are under test.
  const http = createHttpClient({})

  beforeAll(async () => {
    bench = await startSearchServers({
      target,
      instances: 2,
      // Behind a proxy, each request's address comes from X-Forwarded-For; one secret for
      // both instances, as production requires.
      env: {
        TRUST_PROXY: 'true',
        SESSION_SECRET: 'shared-by-both-instances-0123456789abcdef',
        SEARCH_LIMIT_PER_USER: String(LIMITS.perUser),
        SEARCH_LIMIT_PER_IP: String(LIMITS.perIp),
      },
      deps: () => ({
        searchEngine: createSearchEngine({ http, env: {}, modules: () => [], ...trustNoHistory() }),
      }),
    })
  })
  afterAll(async () => {
    await bench.close()
    await http.close()
  })

  const start = (instance: number, cookie: string, ip: string) =>
    postSearch(
      bench.servers[instance]!,
      cookie,
      { type: 'username', query: 'someone' },
      { 'x-forwarded-for': ip },
    )

  it('counts a person’s starts on either instance against one limit', async () => {
    const { cookie } = await personWithCredits(bench.database.db, 5)
    const replies = []
    for (let i = 0; i < 4; i++) replies.push(await start(i % 2, cookie, '198.51.100.1'))
    expect(replies.map((r) => r.status)).toEqual([201, 201, 429, 429])
    for (const refused of replies.slice(2)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59)
      expect(await refused.json()).toEqual({
        error: expect.stringMatching(/^Too many searches\. Please wait \d+ seconds\.$/),
        code: 'RATE_LIMITED',
      })
    }
  })

  it('holds per person and per address under load: 300 starts from 100 people', async () => {
    // 60 people each on an address of their own (their limit binds), 40 sharing 4 addresses
    // ten to one (the address's limit binds). Each person tries 3 times, on both instances.
    const people: { cookie: string; ip: string }[] = []
    for (let n = 0; n < 100; n++) {
      const { cookie } = await personWithCredits(bench.database.db, 3)
      people.push({ cookie, ip: n < 60 ? `10.0.1.${n}` : `10.0.2.${Math.floor((n - 60) / 10)}` })
    }
    const tries = Array.from({ length: 300 }, (_, i) => ({
      person: i % 100,
      instance: Math.floor(i / 100) % 2,
    }))
    const statuses: { person: number; instance: number; status: number }[] = []
    let next = 0
    // 25 requests in flight at a time, spread over both instances.
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        for (let t = tries[next++]; t; t = tries[next++]) {
          const res = await start(t.instance, people[t.person]!.cookie, people[t.person]!.ip)
          if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
          await res.body?.cancel()
          statuses.push({ ...t, status: res.status })
        }
      }),
    )

    const count = (status: number, test: (s: (typeof statuses)[number]) => boolean = () => true) =>
      statuses.filter((s) => s.status === status && test(s)).length
    // Every person gets their 2; each shared address lets 10 through.
    expect(count(201)).toBe(60 * LIMITS.perUser + 4 * LIMITS.perIp)
    expect(count(429)).toBe(300 - count(201))
    for (let n = 0; n < 100; n++)
      expect(count(201, (s) => s.person === n)).toBeLessThanOrEqual(LIMITS.perUser)
    for (let ip = 0; ip < 4; ip++) {
      const shared = (s: { person: number }) => Math.floor((s.person - 60) / 10) === ip
      expect(count(201, (s) => s.person >= 60 && shared(s))).toBe(LIMITS.perIp)
    }
    // Both instances let searches start and refused others.
    for (const instance of [0, 1]) {
      expect(count(201, (s) => s.instance === instance)).toBeGreaterThan(0)
      expect(count(429, (s) => s.instance === instance)).toBeGreaterThan(0)
    }
  }, 120_000)
})
