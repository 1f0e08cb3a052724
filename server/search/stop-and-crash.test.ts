import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { creditLedger, searchLeases } from '../db/schema.ts'
import { checkLedger, grantForOrder } from '../credits/ledger.ts'
import { startChildServer, type ChildServer } from '../../tests/support/child-server.ts'
import { followSearch } from '../../tests/support/ndjson.ts'
import { serverDataKinds, type ServerData } from '../../tests/support/server-data.ts'
import { createSignedInUser } from '../../tests/support/users.ts'

const targets = serverDataKinds()

const ENTRY = 'tests/support/fault-server.ts'
const isVerdict = (m: { type: string }) => m.type === 'result'

describe.each(targets)('a server process stopped or killed mid-search, on $name', ({ make }) => {
  let target: ServerData
  let server: ChildServer | undefined
  beforeAll(async () => {
    target = await make()
  }, 60_000)
  afterAll(async () => {
    if (server?.alive()) server.child.kill('SIGKILL')
    await server?.exited
    await target.cleanup()
  })

  const post = (s: ChildServer, cookie: string, type: string, query: string) =>
    fetch(`${s.origin}/api/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.origin, cookie },
      body: JSON.stringify({ type, query }),
    }).then(async (res) => {
      expect(res.status, s.output()).toBe(201)
      return ((await res.json()) as { id: string }).id
    })
  const credits = async (s: ChildServer, cookie: string) =>
    (
      (await (await fetch(`${s.origin}/api/me`, { headers: { cookie } })).json()) as {
        credits: number
      }
    ).credits

  it('loses no credit and gives none away: SIGKILL, then SIGTERM within 10 s', async () => {
    let database = await target.open()
    const people = []
    for (const name of ['crashed', 'seen', 'stopped', 'watched']) {
      const person = await createSignedInUser(database.db, name)
      await grantForOrder(database.db, person.user.id, `order-${person.user.id}`, 1)
      people.push(person)
    }
    const [crashed, seen, stopped, watched] = people as [(typeof people)[0], ...typeof people]
    if (target.exclusive) await database.close()

    // 1. Killed mid-search: one search has shown a verdict to its owner, one has shown nothing.
    server = await startChildServer(target.env, ENTRY)
    await post(server, crashed.cookie, 'email', 'crashed@example.com')
    const seenId = await post(server, seen!.cookie, 'username', 'someone')
    const seenStream = await followSearch(server.origin, seenId, seen!.cookie)
    await seenStream.until(isVerdict)
    server.child.kill('SIGKILL')
    await server.exited
    await seenStream.leave()

    // 2. The next process settles what the dead one left: a refund only where nothing was seen.
    server = await startChildServer(target.env, ENTRY)
    const restarted = server
    await expect.poll(() => credits(restarted, crashed.cookie), { timeout: 20_000 }).toBe(1)
    expect(await credits(server, seen!.cookie)).toBe(0)

    // 3. Stopped gracefully mid-search, with an owner watching: out well within 10 s, the
    // watcher told how it ended, and the unwatched search's refund written before exit.
    await post(server, stopped!.cookie, 'email', 'stopped@example.com')
    const watchedId = await post(server, watched!.cookie, 'username', 'someone')
    const watchedStream = await followSearch(server.origin, watchedId, watched!.cookie)
    await watchedStream.until(isVerdict)
    server.child.kill('SIGTERM')
    const tooLong = new Promise((resolve) =>
      setTimeout(() => resolve('still running'), 10_000).unref(),
    )
    expect(await Promise.race([server.exited, tooLong]), server.output()).toBe(0)
    await watchedStream.ended
    expect(watchedStream.messages.at(-1)).toMatchObject({ type: 'error', refunded: false })

    // 4. The ledger: every balance equals its entries, each refund written once, no lease left.
    if (target.exclusive) database = await target.open()
    try {
      const expected = new Map([
        [crashed.user.id, 1],
        [seen!.user.id, 0],
        [stopped!.user.id, 1],
        [watched!.user.id, 0],
      ])
      for (const [userId, balance] of expected) {
        expect(await checkLedger(database.db, userId)).toEqual({
          balance,
          ledgerSum: balance,
          ok: true,
        })
        const refunds = await database.db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId))
        expect(refunds.filter((r) => r.kind === 'refund')).toHaveLength(balance)
        const leases = await database.db
          .select()
          .from(searchLeases)
          .where(eq(searchLeases.userId, userId))
        expect(leases).toEqual([])
      }
    } finally {
      await database.close()
    }
  }, 120_000)
})
