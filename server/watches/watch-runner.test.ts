import { describe, expect, it } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { upsertUser } from '../auth/users.ts'
import { watchRuns, watches } from '../db/schema.ts'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { createWatchAddresses } from './watch-address.ts'
import { createWatchRunner, type WatchRunnerDeps } from './watch-runner.ts'

const [pglite] = testDatabaseTargets()

describe('a watch run whose search cannot be read to its end', () => {
  const database = useDatabase(pglite!)

  it('is recorded as failed, not left running, and is logged', async () => {
    const { db } = database
    const user = await upsertUser(db, {
      issuer: 'https://issuer.test',
      subject: 'watcher',
      email: 'watcher@example.com',
      fullName: 'Watcher',
      name: 'Watcher',
      givenName: 'Watcher',
    })
    const addresses = createWatchAddresses('a secret of the tests, long enough')
    await db.insert(watches).values({
      userId: user.id,
      sealedAddress: addresses.seal('watched@example.com'),
      addressKey: addresses.key('watched@example.com'),
      state: 'active',
      nextRunAt: new Date(Date.now() - 1000),
    })
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
})
