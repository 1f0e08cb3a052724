import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../engine/http/client.ts'
import { createSearchEngine } from '../workers/search-engine.ts'
import {
  personWithCredits,
  postSearch,
  startSearchServers,
  type SearchServers,
} from '../../../tests/support/search-servers.ts'
import { trustNoHistory } from '../../../engine/testing/fake-module.ts'

describe('invalid search requests have a limit of their own', () => {
  let bench: SearchServers
  // Searches with no checks: each finishes at once, so only the limits are under test.
  const http = createHttpClient({})

  beforeAll(async () => {
    bench = await startSearchServers({
      // Valid searches keep production's limits (20 a person, 60 an address, a minute).
      env: {
        TRUST_PROXY: 'true',
        SEARCH_INVALID_LIMIT_PER_USER: '30',
        SEARCH_INVALID_LIMIT_PER_IP: '40',
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

  const send = (cookie: string, query: string, ip: string) =>
    postSearch(bench.server, cookie, { type: 'email', query }, { 'x-forwarded-for': ip })

  it('a person who mistyped 25 times in a minute still starts a valid search', async () => {
    const { cookie } = await personWithCredits(bench.database.db, 1)
    for (let i = 0; i < 25; i++) {
      const res = await send(cookie, `not an email ${i}`, '198.51.100.10')
      expect(res.status).toBe(400)
    }
    expect((await send(cookie, 'jane@example.com', '198.51.100.10')).status).toBe(201)
  })

  it('past its own limit an invalid request gets 429, and a valid search still starts', async () => {
    const { cookie } = await personWithCredits(bench.database.db, 1)
    const statuses = []
    for (let i = 0; i < 30; i++) statuses.push((await send(cookie, 'nope', '198.51.100.11')).status)
    expect(statuses.every((s) => s === 400)).toBe(true)
    const refused = await send(cookie, 'nope', '198.51.100.11')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59)
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many invalid searches\. Please wait \d+ seconds\.$/),
      code: 'RATE_LIMITED',
    })
    expect((await send(cookie, 'jane@example.com', '198.51.100.11')).status).toBe(201)
  })

  it('counts invalid requests per address too, across people', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, () => personWithCredits(bench.database.db, 1)),
    )
    const statuses = []
    for (let i = 0; i < 45; i++) {
      statuses.push((await send(people[i % 5]!.cookie, 'nope', '198.51.100.12')).status)
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(40)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
    expect((await send(people[0]!.cookie, 'jane@example.com', '198.51.100.12')).status).toBe(201)
  })
})
