import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { creditLedger } from '../db/schema.ts'
import { checkLedger, grantForOrder } from '../credits/ledger.ts'
import { testDatabaseTargets } from '../../tests/support/databases.ts'
import { startChildServer, type ChildServer } from '../../tests/support/child-server.ts'
import { followSearch } from '../../tests/support/ndjson.ts'
import { createSignedInUser } from '../../tests/support/users.ts'

/**
 * Two server processes on one PostgreSQL database, as several machines run: a search started
 * on one is streamed, summarised and read from the other; the tables never hold its query in
 * the clear; and when the process running a search is killed, the other settles it once.
 */
const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')
const ENTRY = 'tests/support/fault-server.ts'

describe.each(postgres)('searches across instances on $name', (target) => {
  let database: Database
  let a: ChildServer
  let b: ChildServer
  beforeAll(async () => {
    database = await target.open()
    const env = {
      DATABASE_URL: String(database.pool!.options.connectionString),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // One search at a time each, so a test decides which instance runs it.
      SEARCH_WORKERS: '0',
      SEARCHES_PER_WORKER: '1',
    }
    ;[a, b] = await Promise.all([startChildServer(env, ENTRY), startChildServer(env, ENTRY)])
  }, 60_000)
  afterAll(async () => {
    for (const s of [a, b]) if (s?.alive()) s.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await database.close()
  })

  async function person(name: string) {
    const signedIn = await createSignedInUser(database.db, name)
    await grantForOrder(database.db, signedIn.user.id, `order-${signedIn.user.id}`, 1)
    return signedIn
  }
  const start = async (s: ChildServer, cookie: string, type: string, query: string) => {
    const res = await fetch(`${s.origin}/api/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.origin, cookie },
      body: JSON.stringify({ type, query, timeout: 5 }),
    })
    expect(res.status, s.output()).toBe(201)
    return ((await res.json()) as { id: string }).id
  }
  const get = (s: ChildServer, path: string, cookie: string) =>
    fetch(`${s.origin}${path}`, { headers: { cookie } })

  /** Every row of every table, as text: what a copy of the database would show. */
  async function everyRow(): Promise<string> {
    const { rows: tables } = await database.pool!.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )
    let text = ''
    for (const { s, t } of tables) {
      const { rows } = await database.pool!.query(`select x::text as row from "${s}"."${t}" x`)
      text += rows.map((r: { row: string }) => r.row).join('\n')
    }
    return text
  }

  it('streams, summarises and reads a search from an instance other than the one it started on, for its owner only', async () => {
    const owner = await person('owner')
    const stranger = await person('stranger')
    const id = await start(a, owner.cookie, 'username', 'someone')
    const stream = await followSearch(b.origin, id, owner.cookie)
    expect(stream.status).toBe(200)
    await stream.ended
    const complete = stream.messages.at(-1)
    expect(complete).toMatchObject({ type: 'complete', refunded: false })
    expect(stream.messages.some((m) => m.type === 'result' && m.data.status === 'found')).toBe(true)

    const summary = await get(b, `/api/searches/${id}/summary`, owner.cookie)
    expect(await summary.json()).toEqual({
      id,
      type: 'username',
      query: 'someone',
      finished: true,
    })
    const results = await get(b, `/api/searches/${id}`, owner.cookie)
    expect(results.status).toBe(200)
    expect(await results.json()).toEqual(complete?.type === 'complete' ? complete.results : null)

    // Another person, on either instance, finds nothing there; nor does a made-up id.
    for (const s of [a, b]) {
      expect((await get(s, `/api/searches/${id}/stream`, stranger.cookie)).status).toBe(404)
      expect((await get(s, `/api/searches/${id}`, stranger.cookie)).status).toBe(404)
      expect((await get(s, '/api/searches/not-a-search/summary', owner.cookie)).status).toBe(404)
    }
  }, 60_000)

  it('keeps no query in the clear in any table, during a search or after it', async () => {
    const owner = await person('private')
    const query = `zq${randomBytes(5).toString('hex')}`
    const id = await start(a, owner.cookie, 'username', query)
    const stream = await followSearch(b.origin, id, owner.cookie)
    // A first result (the quick platform: not found) is stored while the other still waits.
    await stream.until((m) => m.type === 'result')
    const during = await everyRow()
    expect(during).toContain(id)
    expect(during).not.toContain(query)
    await stream.ended
    expect(await everyRow()).not.toContain(query)
  }, 60_000)

  it('settles, once, the search of an instance killed mid-search, and tells its stream on the other', async () => {
    const owner = await person('killed')
    // Nothing answers an email search here: no verdict reaches the owner before the kill.
    const id = await start(a, owner.cookie, 'email', 'killed@example.com')
    // Whichever instance took the search from the queue runs it: that one is killed.
    const runner = async () => {
      const { rows } = await database.pool!.query<{ owner: string }>(
        `select l.owner from search_leases l join searches s on s.spend_id = l.spend_id
          where s.id = $1 and s.state = 'running'`,
        [id],
      )
      const pid = rows[0]?.owner.split(':')[1]
      return [a, b].find((s) => String(s.child.pid) === pid)
    }
    await expect.poll(runner, { timeout: 15_000 }).toBeDefined()
    const killed = (await runner())!
    const survivor = killed === a ? b : a
    // The stream answers with its first message: here, the news of the settlement.
    const streaming = followSearch(survivor.origin, id, owner.cookie)
    killed.child.kill('SIGKILL')
    await killed.exited
    const stream = await streaming

    await stream.ended
    expect(stream.messages.at(-1)).toMatchObject({ type: 'error', refunded: true })
    const me = await (await get(survivor, '/api/me', owner.cookie)).json()
    expect(me).toMatchObject({ credits: 1 })
    expect(await checkLedger(database.db, owner.user.id)).toEqual({
      balance: 1,
      ledgerSum: 1,
      ok: true,
    })
    const refunds = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, owner.user.id))
    expect(refunds.filter((r) => r.kind === 'refund')).toHaveLength(1)
  }, 60_000)
})
