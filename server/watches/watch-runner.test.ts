import { describe, expect, it } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { watchRuns, watches } from '../db/schema.ts'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { createWatchAddresses } from './watch-address.ts'
import { createWatchRunner, type WatchRunnerDeps } from './watch-runner.ts'
import { claimDueRuns } from './watch-rows.ts'

const [pglite] = testDatabaseTargets()

const addresses = createWatchAddresses('a secret of the tests, long enough')

/** An active watch of a new person, due a second ago. */
async function dueWatch(db: ReturnType<typeof useDatabase>['db'], name: string) {
  const { user } = await createSignedInUser(db, name)
  const [watch] = await db
    .insert(watches)
    .values({
      userId: user.id,
      sealedAddress: addresses.seal(user.email),
      addressKey: addresses.key(user.email),
      state: 'active',
      nextRunAt: new Date(Date.now() - 1000),
    })
    .returning()
  return watch!
}

describe('a watch run that cannot end as it should', () => {
  const database = useDatabase(pglite!)

  it('is recorded as failed when its search cannot be read to its end, and is logged', async () => {
    const { db } = database
    await dueWatch(db, 'unreadable')
    const failures: string[] = []
    const log = {
      error: (_: unknown, message: string) => failures.push(message),
      warn: () => undefined,
    } as unknown as FastifyBaseLogger
    // Started (its credit spent, settled by the search's own rules), then unreadable: an outage.
    const searches = {
      start: async () => ({ search: { id: 'search-1' } }),
      outcome: () => Promise.reject(new Error('database away')),
    } as unknown as WatchRunnerDeps['searches']
    const runner = createWatchRunner({
      db,
      searches,
      addresses,
      mailer: { send: async () => undefined } as unknown as WatchRunnerDeps['mailer'],
      appOrigin: 'http://127.0.0.1:3000',
      log,
      tickMs: 60_000,
      slots: 1,
    })
    try {
      runner.poke()
      await expect
        .poll(async () => (await db.select().from(watchRuns)).map((r) => r.outcome))
        .toEqual(['failed'])
      await expect.poll(() => failures).toEqual(['watch run failed'])
    } finally {
      runner.stop()
      await runner.settled(1000)
    }
  })

  it('is recorded as failed when its watch comes due again with it still running (its instance stopped)', async () => {
    const { db } = database
    const watch = await dueWatch(db, 'stopped')
    const [first] = await claimDueRuns(db, 10)
    expect(first?.watchId).toBe(watch.id)
    // Its instance was stopped under it: nothing finished it. A period later it is due again.
    await db
      .update(watches)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(watches.id, watch.id))
    const [second] = await claimDueRuns(db, 10)
    const runs = await db
      .select()
      .from(watchRuns)
      .where(eq(watchRuns.watchId, watch.id))
      .orderBy(asc(watchRuns.startedAt))
    expect(runs.map((r) => [r.id, r.outcome])).toEqual([
      [first!.runId, 'failed'],
      [second!.runId, 'running'],
    ])
    expect(runs[0]!.finishedAt).not.toBeNull()
  })
})
