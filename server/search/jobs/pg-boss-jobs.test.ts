import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client.ts'
import { testDatabaseTargets } from '../../../tests/support/databases.ts'
import { createMemorySearchStore } from '../store/memory-store.ts'
import { createPostgresSearchStore } from '../store/postgres-store.ts'
import { createSealer } from '../store/sealed.ts'
import { createSignedInUser } from '../../../tests/support/users.ts'
import { describeSearchJobs } from '../testing/jobs-contract.ts'
import { pgBossSearchJobs } from './pg-boss-jobs.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

for (const target of postgres) {
  describeSearchJobs(`pg-boss on ${target.name}`, async () => {
    const database = await target.open()
    const warn = (message: string, err?: unknown) => console.warn(message, err)
    const store = await createPostgresSearchStore(
      { db: database.db, pool: database.pool! },
      createSealer('s'.repeat(40)),
      { warn },
    )
    return {
      jobs: (run) =>
        pgBossSearchJobs({
          db: database.db,
          pool: database.pool!,
          store,
          capacity: 1,
          warn,
          run,
          pollMs: 100,
        }),
      store,
      person: async () => (await createSignedInUser(database.db)).user.id,
      async close() {
        await store.close()
        await database.close()
      },
    }
  })
}

describe.each(postgres)('the search queue on $name', (target) => {
  let database: Database
  const others: Database[] = []
  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(async () => {
    for (const other of others) await other.close()
    await database.close()
  })

  it('starts on several instances at once on a fresh database', async () => {
    const url = String(database.pool!.options.connectionString)
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ kind: 'postgres', url }))
    const warnings: string[] = []
    const jobs = await Promise.all(
      [database, ...others].map((db) =>
        pgBossSearchJobs({
          db: db.db,
          pool: db.pool!,
          store: createMemorySearchStore(),
          capacity: 1,
          warn: (message) => warnings.push(message),
          run: async () => undefined,
        }),
      ),
    )
    for (const j of jobs) await j.close()
    expect(warnings).toEqual([])
    const { rows } = await database.pool!.query('select name from pgboss.queue')
    expect(rows).toEqual([{ name: 'search' }])
  })
})
