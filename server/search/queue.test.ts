import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.ts'
import { grantForOrder } from '../credits/ledger.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { startLoopbackPlatform } from '../../tests/support/loopback-platform.ts'
import { followSearch } from '../../tests/support/ndjson.ts'

let database: Database
let platform: Awaited<ReturnType<typeof startLoopbackPlatform>>
let server: TestServer

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  platform = await startLoopbackPlatform()
  server = await startTestServer(
    database,
    {},
    {
      searchEngine: platform.engine,
      // One search at a time; an unwatched one stops after 2 s.
      searchCapacity: 1,
      liveSearches: { idleMs: 2000 },
    },
  )
})
afterAll(async () => {
  await server.close()
  await platform.close()
  await database.close()
})

async function person() {
  const { user, cookie } = await createSignedInUser(database.db)
  await grantForOrder(database.db, user.id, `order-${user.id}`, 1)
  return cookie
}
const start = async (cookie: string, body: object) => {
  const res = await fetch(`${server.origin}/api/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

describe('a full instance', () => {
  it('queues a search, tells its owner their place, and starts its clock only when it leaves the queue', async () => {
    const first = await person()
    const second = await person()
    // The first search waits on a platform that never answers: it holds the one slot.
    const holding = await followSearch(
      server.origin,
      await start(first, { type: 'username', query: 'someone' }),
      first,
    )
    const waiting = await followSearch(
      server.origin,
      // A 1 s budget: the queue wait (2 s, until the first search is given up) is not in it.
      await start(second, { type: 'username', query: 'someone', timeout: 1 }),
      second,
    )
    await waiting.until((m) => m.type === 'queued')
    expect(waiting.messages).toEqual([{ type: 'queued', ahead: 0 }])
    await holding.leave()
    await waiting.ended
    const types = waiting.messages.map((m) => m.type)
    expect(types.slice(0, 2)).toEqual(['queued', 'started'])
    const quick = waiting.messages.find((m) => m.type === 'result' && m.data.module === 'quick')
    expect(quick).toMatchObject({ data: { status: 'found' } })
    expect(waiting.messages.at(-1)).toMatchObject({ type: 'complete', refunded: false })
  })
})
