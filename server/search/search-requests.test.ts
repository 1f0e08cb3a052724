import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import {
  creditsOf as credits,
  personWithCredits,
  postSearch as start,
} from '../../tests/support/search-servers.ts'
import { createSearchEngine } from './workers/search-engine.ts'
import { trustNoHistory } from '../../engine/testing/fake-module.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

/**
 * Search requests refused before anything is spent: a visitor, a person without credits, a
 * query no module would take, one request too many.
 */
let database: Database
let server: TestServer

/** No module runs: these requests are judged before any search would start. */
const noLookups = () => createSearchEngine({ env: {}, modules: () => [], ...trustNoHistory() })

beforeAll(async () => {
  database = await freshPglite()
  server = await startTestServer(
    database,
    { SEARCH_LIMIT_PER_USER: '1000', SEARCH_LIMIT_PER_IP: '1000' },
    { searchEngine: noLookups() },
  )
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const withCredits = (n: number) => personWithCredits(database.db, n)

describe('search requests', () => {
  it('refuses a visitor with 401', async () => {
    expect((await start(server, '', { type: 'username', query: 'abc' })).status).toBe(401)
  })

  it('answers 402 and starts nothing without credits', async () => {
    const { cookie } = await withCredits(0)
    const res = await start(server, cookie, { type: 'username', query: 'abc' })
    expect(res.status).toBe(402)
    expect(await res.json()).toMatchObject({ code: 'NO_CREDITS' })
  })

  it('rejects a bad query with the SPEC message, spending nothing', async () => {
    const { cookie } = await withCredits(1)
    const res = await start(server, cookie, { type: 'email', query: 'not an email' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'That email looks sus - try again!' })
    expect(await credits(server, cookie)).toBe(1)
  })

  it.each([{ type: 'fax', query: 'abc' }, { type: 'username' }, { query: 'abc', timeout: 61 }])(
    'refuses the malformed request %j as a bad request, before spending',
    async (body) => {
      const { cookie } = await withCredits(1)
      const res = await start(server, cookie, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: 'Choose email, phone or username and enter something to search.',
        code: 'BAD_REQUEST',
      })
      expect(await credits(server, cookie)).toBe(1)
    },
  )

  it.each([
    ['email', 'a/b@x.com', 'That email looks sus - try again!'],
    ['email', 'a@x.com?y=1', 'That email looks sus - try again!'],
    ['phone', '1234567', 'Phone number is giving fake vibes'],
    ['phone', '123456789012', 'Invalid phone number: Phone number is too long for a local number'],
  ])(
    'refuses %s %j, which every module would refuse, before spending',
    async (type, query, message) => {
      const { cookie } = await withCredits(1)
      const res = await start(server, cookie, { type, query })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message, code: 'INVALID_QUERY' })
      expect(await credits(server, cookie)).toBe(1)
    },
  )

  const HIDDEN =
    'Hidden characters spotted (like zero-width spaces or text-direction marks) - try typing it out fresh!'
  it.each([
    ['an email with a zero-width space', 'email', 'jane\u200b@example.com', HIDDEN],
    [
      'an email whose domain holds a right-to-left override',
      'email',
      'jane@exa\u202emple.com',
      HIDDEN,
    ],
    ['an email with a percent-encoded NUL', 'email', 'a%00@example.com', HIDDEN],
    ['an email with a percent-encoded zero-width space', 'email', 'a%E2%80%8B@example.com', HIDDEN],
    ['an email with a NUL', 'email', 'a\u0000@example.com', HIDDEN],
    ['a username with a direction isolate', 'username', 'jane\u2066doe', HIDDEN],
    ['a phone number with a left-to-right mark', 'phone', '+44 7400\u200e123456', HIDDEN],
    [
      'a 2 KB username',
      'username',
      'a'.repeat(2048),
      "That's way too long - a username can't go past 256 characters",
    ],
    [
      'a 256-character email',
      'email',
      `${'a'.repeat(250)}@x.com`,
      "That's way too long - an email can't go past 254 characters",
    ],
    [
      'a 44-character phone number',
      'phone',
      `+44 ${'7'.repeat(40)}`,
      "That's way too long - a phone number can't go past 32 characters",
    ],
  ])(
    'refuses %s with a message that says why, before spending',
    async (_what, type, query, message) => {
      const { cookie } = await withCredits(1)
      const res = await start(server, cookie, { type, query })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message, code: 'INVALID_QUERY' })
      expect(await credits(server, cookie)).toBe(1)
    },
  )

  it('rate limits per user with 429 and Retry-After', async () => {
    const limited = await startTestServer(
      database,
      { SEARCH_LIMIT_PER_USER: '2', SEARCH_LIMIT_PER_IP: '100' },
      { logger: false, searchEngine: noLookups() },
    )
    try {
      const { cookie } = await withCredits(5)
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await start(limited, cookie, { type: 'username', query: 'abc' })).status)
      expect(statuses).toEqual([201, 201, 429])
      const res = await start(limited, cookie, { type: 'username', query: 'abc' })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})
