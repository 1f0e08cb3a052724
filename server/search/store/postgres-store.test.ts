import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { testDatabaseTargets } from '../../../tests/support/databases.ts'
import { createSignedInUser } from '../../../tests/support/users.ts'
import { createPostgresSearchStore } from './postgres-store.ts'
import { createSealer } from './sealed.ts'
import {
  CONTRACT_TIMINGS,
  describeSearchStore,
  type StoreUnderTest,
} from '../testing/store-contract.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')
const sealer = createSealer('s'.repeat(40))

/**
 * Two instances on one database, each with its own pool and LISTEN connection, as two
 * machines would have: one writes, the other reads and streams.
 */
async function twoInstances(target: (typeof postgres)[number]) {
  const database = await target.open()
  const other = await openDatabase({
    kind: 'postgres',
    url: String(database.pool!.options.connectionString),
  })
  const here = await createPostgresSearchStore(
    { db: database.db, pool: database.pool! },
    sealer,
    CONTRACT_TIMINGS,
  )
  const there = await createPostgresSearchStore(
    { db: other.db, pool: other.pool! },
    sealer,
    CONTRACT_TIMINGS,
  )
  return {
    database,
    here,
    there,
    person: async () => (await createSignedInUser(database.db)).user.id,
    async close() {
      await here.close()
      await there.close()
      await other.close()
      await database.close()
    },
  } satisfies StoreUnderTest & Record<string, unknown>
}

for (const target of postgres) {
  describeSearchStore(`in ${target.name}, across two instances`, () => twoInstances(target))

  describe(`searches kept in ${target.name}`, () => {
    it('hold nothing of the query in the clear', async () => {
      const store = await twoInstances(target)
      try {
        const search = await store.here.create({
          userId: await store.person(),
          type: 'username',
          query: 'secret-name',
          spendId: 'spend-sealed',
          timeoutS: 60,
        })
        await store.here.publish(search.id, { type: 'error', message: 'secret-name was not found' })
        const { rows } = await store.database.pool!.query(
          `select s::text || e::text as row from searches s
             join search_events e on e.search_id = s.id where s.id = $1`,
          [search.id],
        )
        expect(rows).toHaveLength(1)
        expect(JSON.stringify(rows)).not.toContain('secret-name')
      } finally {
        await store.close()
      }
    })
  })
}
