import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/client.ts'
import { creditLedger, watchRuns, watches } from '../db/schema.ts'
import { getCredits } from '../credits/balance.ts'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { personWithCredits } from '../../tests/support/search-servers.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { linkIn, readDevInbox } from '../../tests/support/dev-mail.ts'
import { startWatchPlatforms, type WatchPlatforms } from '../../tests/support/watch-platforms.ts'
import { claimDueRuns } from './watch-rows.ts'

/**
 * Several instances on one PostgreSQL database (searches queued in pg-boss), each looking for
 * due watches every few milliseconds: every due time is run once, by one of them.
 */
const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')
const urlOf = (database: Database) =>
  String((database.pool!.options as { connectionString: string }).connectionString)

describe.each(postgres)('watch runs across instances on $name', (target) => {
  const database = useDatabase(target)
  const own: Database[] = []
  const servers: TestServer[] = []
  let platforms: WatchPlatforms
  beforeAll(async () => {
    platforms = await startWatchPlatforms()
    for (let i = 0; i < 2; i++) {
      const pool = await openDatabase({ kind: 'postgres', url: urlOf(database) })
      own.push(pool)
      servers.push(
        await startTestServer(
          pool,
          { WATCH_POLL_MS: '20', WATCH_SLOTS: '8' },
          { searchEngine: platforms.engine },
        ),
      )
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const db of own) await db.close()
    await platforms?.close()
  })

  const [a, b] = [() => servers[0]!, () => servers[1]!]
  const everyMail = async () => [
    ...(await readDevInbox(a().origin)),
    ...(await readDevInbox(b().origin)),
  ]
  const doneRuns = async (watchId: string) =>
    (
      await database.db
        .select({ id: watchRuns.id })
        .from(watchRuns)
        .where(and(eq(watchRuns.watchId, watchId), eq(watchRuns.outcome, 'done')))
    ).length

  it('runs each due time once, whichever instance claims it, and pauses once on no credit', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        personWithCredits(database.db, 2).then((p) => ({ ...p, i })),
      ),
    )
    const ids: string[] = []
    for (const person of people) {
      const address = `twice-${person.i}@example.com`
      platforms.setAccounts(address, ['alpha'])
      const asked = await fetch(`${a().origin}/api/watches`, {
        method: 'POST',
        headers: { cookie: person.cookie, origin: a().origin, 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      })
      expect(asked.status).toBe(201)
      const mail = (await readDevInbox(a().origin)).find((m) => m.to === address)!
      const token = new URL(linkIn(mail.text)).searchParams.get('token')
      // Verified on the other instance: both are looking for due runs from now on.
      const verified = await fetch(`${b().origin}/api/watches/verify`, {
        method: 'POST',
        headers: { cookie: person.cookie, origin: b().origin, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      expect(verified.status).toBe(200)
      ids.push(((await verified.json()) as { id: string }).id)
    }
    for (let round = 1; round <= 2; round++) {
      await expect
        .poll(async () => Promise.all(ids.map(doneRuns)), { timeout: 20_000 })
        .toEqual(ids.map(() => round))
      // Due again, on both instances' watch at once.
      await database.db.update(watches).set({ nextRunAt: sql`now()` })
    }
    // Out of credits: each watch pauses, and says so once.
    await expect
      .poll(async () => (await everyMail()).filter((m) => m.subject.includes('paused')).length, {
        timeout: 20_000,
      })
      .toBe(people.length)

    const runs = await database.db.select().from(watchRuns)
    expect(runs.filter((r) => r.outcome === 'done')).toHaveLength(2 * people.length)
    expect(runs.filter((r) => r.outcome === 'no_credits')).toHaveLength(people.length)
    expect(new Set(runs.map((r) => `${r.watchId} ${r.dueAt.toISOString()}`)).size).toBe(runs.length)
    const mails = await everyMail()
    expect(mails.filter((m) => m.subject.startsWith('Your SnoopLens watch:'))).toHaveLength(
      2 * people.length,
    )
    expect(mails.filter((m) => m.subject.includes('paused'))).toHaveLength(people.length)
    for (const person of people) {
      expect(await getCredits(database.db, person.user.id)).toBe(0)
      const spends = await database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, person.user.id), eq(creditLedger.kind, 'spend')))
      expect(spends).toHaveLength(2)
      expect(platforms.searchesOf(`twice-${person.i}@example.com`)).toBe(2)
    }
  })
})

describe.each(postgres)('claiming due watches on $name', (target) => {
  const database = useDatabase(target)
  let other: Database
  beforeAll(async () => {
    other = await openDatabase({ kind: 'postgres', url: urlOf(database) })
  })
  afterAll(async () => other?.close())

  it('hands each due watch to one claimer among many at once', async () => {
    const { user } = await createSignedInUser(database.db)
    const rows = Array.from({ length: 40 }, (_, i) => ({
      userId: user.id,
      sealedAddress: `sealed-${i}`,
      addressKey: `key-${i}`,
      state: 'active' as const,
      nextRunAt: sql`now() - interval '1 minute'`,
    }))
    await database.db.insert(watches).values(rows)
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) => claimDueRuns(i % 2 ? other.db : database.db, 5)),
    )
    const claimed = claims.flat().map((c) => c.watchId)
    expect(new Set(claimed).size).toBe(claimed.length)
    // Whatever a claimer skipped (locked by another) is still due for the next look.
    const rest = await claimDueRuns(database.db, 100)
    expect(claimed.length + rest.length).toBe(40)
    expect(await claimDueRuns(other.db, 100)).toEqual([])
    const next = await database.db.select({ at: watches.nextRunAt }).from(watches)
    for (const { at } of next) expect(at!.getTime()).toBeGreaterThan(Date.now() + 6 * 86400_000)
  })
})
