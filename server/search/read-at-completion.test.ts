import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { StreamMessage } from '../../engine/types.ts'
import type { SearchEngine } from './workers/search-engine.ts'
import { testDatabaseTargets } from '../../tests/support/databases.ts'
import {
  personWithCredits,
  startSearch,
  startSearchServers,
  type SearchServers,
} from '../../tests/support/search-servers.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

/** A result the engine hands over at the moment the test chooses. */
const report: Extract<StreamMessage, { type: 'complete' }> = {
  type: 'complete',
  total: 1,
  results: [
    {
      module: 'quick',
      name: 'Quick',
      category: 'social',
      status: 'not_found',
      timestamp: new Date(0).toISOString(),
      elapsed_ms: 1,
    },
  ],
}

/** Runs only where the suite has a PostgreSQL server (global-setup starts one when installed). */
describe.each(postgres)('a search read the moment it completes, on $name', (target) => {
  let bench: SearchServers
  let entered!: () => void
  const running = new Promise<void>((resolve) => (entered = resolve))
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  // Enters, waits for the test, then completes: the search is marked running by then.
  const engine: SearchEngine = async function* () {
    entered()
    await gate
    yield report
  }

  beforeAll(async () => {
    bench = await startSearchServers({ target, deps: () => ({ searchEngine: engine }) })
  })
  afterAll(() => bench.close())

  it('answers the owner 200 with the report once `complete` is out, before the state catches up', async () => {
    const { cookie } = await personWithCredits(bench.database.db, 1)
    const id = await startSearch(bench.server, cookie, { type: 'username', query: 'someone' })
    await running

    const { connectionString } = bench.database.pool!.options as { connectionString: string }
    const locker = new pg.Client({ connectionString })
    // Told as every instance is told: the NOTIFY that goes out with the message (on a
    // connection of its own: one inside a transaction hears nothing until it ends).
    const listener = new pg.Client({ connectionString })
    await Promise.all([locker.connect(), listener.connect()])
    try {
      await listener.query('listen search_events')
      const published = new Promise<void>((resolve) =>
        listener.on('notification', (n) => n.payload === id && resolve()),
      )
      // Holds the moment between the `complete` message and the search's state: the runner's
      // update to "finished" waits on this lock; the message's row (a key share) does not.
      await locker.query('begin')
      await locker.query('select 1 from searches where id = $1 for no key update', [id])
      release()
      await published
      const { rows } = await bench.database.pool!.query<{ state: string }>(
        'select state from searches where id = $1',
        [id],
      )
      expect(rows[0]?.state).toBe('running')

      const res = await fetch(`${bench.server.origin}/api/searches/${id}`, { headers: { cookie } })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual(report.results)
    } finally {
      await locker.query('commit')
      await Promise.all([locker.end(), listener.end()])
    }
  })
})
