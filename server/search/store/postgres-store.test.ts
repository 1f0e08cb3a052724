import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client.ts'
import { testDatabaseTargets } from '../../../tests/support/databases.ts'
import { createSignedInUser } from '../../../tests/support/users.ts'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import { createPostgresSearchStore } from './postgres-store.ts'
import { createSealer } from './sealed.ts'
import type { SearchStore } from './search-store.ts'

/**
 * The store two instances share: each has its own pool and LISTEN connection on one database,
 * as two machines would.
 */
const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')
const sealer = createSealer('s'.repeat(40))

describe.each(postgres)('searches kept in $name', (target) => {
  let database: Database
  let other: Database
  let here: SearchStore
  let there: SearchStore
  let userId: string

  beforeAll(async () => {
    database = await target.open()
    other = await openDatabase({
      kind: 'postgres',
      url: String(database.pool!.options.connectionString),
    })
    here = await createPostgresSearchStore(database.pool!, sealer, { graceMs: 300, idleMs: 600 })
    there = await createPostgresSearchStore(other.pool!, sealer, { graceMs: 300, idleMs: 600 })
    userId = (await createSignedInUser(database.db)).user.id
  })
  afterAll(async () => {
    await here.close()
    await there.close()
    await other.close()
    await database.close()
  })

  const make = (spendId: string) =>
    here.create({ userId, type: 'username', query: 'secret-name', spendId, timeoutS: 60 })

  it('shows a search to its owner only, from either instance; a malformed id is no search', async () => {
    const search = await make('spend-owner')
    expect(await there.get(search.id, userId)).toMatchObject({
      query: 'secret-name',
      finished: false,
      results: null,
    })
    expect(await there.get(search.id, '00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(await there.get('not-a-uuid', userId)).toBeUndefined()
    expect(await there.idOfSpend('spend-owner')).toBe(search.id)
  })

  it('streams to the other instance every message in order, the latest place only on replay', async () => {
    const search = await make('spend-stream')
    await here.publish(search.id, { type: 'queued', ahead: 2 })
    const live: SearchStreamMessage[] = []
    const off = await there.subscribe(search.id, (m) => live.push(m))
    expect(live).toEqual([{ type: 'queued', ahead: 2 }])
    await here.publish(search.id, { type: 'queued', ahead: 1 })
    expect(await here.markRunning(search.id)).toBe(true)
    await here.publish(search.id, { type: 'started' })
    await here.publish(search.id, { type: 'complete', total: 0, results: [] })
    await expect.poll(() => live.length).toBe(4)
    expect(live.map((m) => m.type)).toEqual(['queued', 'queued', 'started', 'complete'])
    off()

    const replay: SearchStreamMessage[] = []
    await there.subscribe(search.id, (m) => replay.push(m))
    expect(replay).toEqual([
      { type: 'queued', ahead: 1 },
      { type: 'started' },
      { type: 'complete', total: 0, results: [] },
    ])
    await here.finish(search.id)
    expect((await there.get(search.id, userId))?.results).toEqual([])
  })

  it('counts a search watched while a stream is open anywhere, and not after the idle time', async () => {
    const search = await make('spend-watch')
    const off = await there.subscribe(search.id, () => undefined)
    await new Promise((resolve) => setTimeout(resolve, 900))
    // Past the first idle period: the open stream kept it watched.
    expect(await here.watched(search.id)).toBe(true)
    off()
    await expect.poll(() => here.watched(search.id), { timeout: 3000 }).toBe(false)
  })

  it('holds nothing of the query in the clear, and deletes a search the grace period after it ended', async () => {
    const search = await make('spend-gone')
    await here.publish(search.id, { type: 'error', message: 'secret-name was not found' })
    const { rows } = await database.pool!.query(
      `select s::text || e::text as row from searches s join search_events e on e.search_id = s.id
        where s.id = $1`,
      [search.id],
    )
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain('secret-name')
    await here.finish(search.id)
    await expect
      .poll(
        async () =>
          (
            await database.pool!.query('select 1 from search_events where search_id = $1', [
              search.id,
            ])
          ).rowCount,
        { timeout: 5000 },
      )
      .toBe(0)
    expect(await there.get(search.id, userId)).toBeUndefined()
  })
})
