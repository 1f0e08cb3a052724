import { describe, expect, it } from 'vitest'
import { createLatencyHistory } from '../../../engine/timing/latency-history.ts'
import { testDatabaseTargets, useDatabase } from '../../../tests/support/databases.ts'
import { platformLatency } from '../../db/schema.ts'
import { databaseLatencyStore } from './latency-store.ts'

describe.each(testDatabaseTargets())('answer times shared through $name', (target) => {
  const database = useDatabase(target)

  it('give a second instance the deadlines the first learnt', async () => {
    const store = databaseLatencyStore(database.db)
    let t = Date.now()
    const first = createLatencyHistory({ store, now: () => t })
    for (const ms of [9000, 10_500]) first.record({ module: 'slow-site', ms, outcome: 'answered' })
    first.record({ module: 'dead-site', ms: 15_000, outcome: 'hung' })
    await first.flush()
    first.close()

    const second = createLatencyHistory({ store })
    await second.load()
    expect(second.expect('slow-site')).toEqual({ kind: 'answers', p95Ms: 10_500, typicalMs: 9000 })
    expect(second.expect('dead-site')).toEqual({ kind: 'hung' })

    // An older history never replaces a newer one.
    t -= 60_000
    const stale = createLatencyHistory({ store, now: () => t })
    stale.record({ module: 'slow-site', ms: 50, outcome: 'answered' })
    await stale.flush()
    stale.close()
    const rows = await database.db.select().from(platformLatency)
    expect(rows.find((r) => r.module === 'slow-site')?.answeredMs).toEqual([9000, 10_500])
  })
})
