import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { QueryType } from '../../../engine/types.ts'
import { SearchStreamMessage } from '../../../shared/module-result.ts'
import { listen } from '../../db/listen.ts'
import type { Sealer } from './sealed.ts'
import {
  DEFAULT_GRACE_MS,
  DEFAULT_IDLE_MS,
  type SearchRecord,
  type SearchStore,
  type SearchStoreOptions,
} from './search-store.ts'

const CHANNEL = 'search_events'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A search that never finished (every instance died meanwhile) is dropped after this. */
const ORPHAN_MS = 60 * 60_000

interface SearchRow {
  id: string
  user_id: string
  spend_id: string
  type: string
  sealed_query: string
  timeout_s: number
  state: string
}

/**
 * Searches kept in PostgreSQL for every instance on the database: rows in `searches` and
 * `search_events`, query and messages sealed, news of each new message by NOTIFY (the id
 * only: a payload is capped at 8000 bytes, and must not carry the query). Streams pull the
 * messages they have not seen; after a lost LISTEN connection they pull again.
 */
export async function createPostgresSearchStore(
  pool: pg.Pool,
  sealer: Sealer,
  options: SearchStoreOptions & { warn?: (message: string, err?: unknown) => void } = {},
): Promise<SearchStore> {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS
  const warn = options.warn ?? ((message: string) => console.warn(message))
  /** Each watched search's streams on this instance: each pulls what it has not seen. */
  const pulls = new Map<string, Set<() => void>>()
  const pullAll = (id?: string) => {
    for (const [searchId, set] of pulls)
      if (id === undefined || id === searchId) for (const pull of set) pull()
  }
  const listener = await listen(pool, {
    name: 'search events',
    channels: [CHANNEL],
    onNotification: (_channel, id) => pullAll(id),
    onListening: (reconnected) => reconnected && pullAll(),
    warn,
  })

  const record = (row: SearchRow): SearchRecord => ({
    id: row.id,
    userId: row.user_id,
    spendId: row.spend_id,
    type: row.type as QueryType,
    query: sealer.open(row.sealed_query),
    timeoutS: row.timeout_s,
  })
  const open = (sealed: string) => SearchStreamMessage.parse(JSON.parse(sealer.open(sealed)))

  async function row(id: string): Promise<SearchRow | undefined> {
    if (!UUID.test(id)) return undefined
    const { rows } = await pool.query<SearchRow>(
      `select id, user_id, spend_id, type, sealed_query, timeout_s, state
         from searches where id = $1`,
      [id],
    )
    return rows[0]
  }

  const watch = (ids: string[]) =>
    pool.query(
      `update searches set watched_until = now() + $2 * interval '1 millisecond'
        where id = any($1::uuid[]) and state <> 'finished'`,
      [ids, idleMs],
    )

  // Streams keep their searches watched; ended searches are deleted after the grace period.
  const heartbeat = setInterval(
    () => {
      const ids = [...pulls.keys()]
      if (ids.length > 0)
        watch(ids).catch((err: unknown) => warn('searches not marked watched', err))
    },
    Math.max(50, Math.floor(idleMs / 3)),
  )
  heartbeat.unref()
  const sweeper = setInterval(
    () => {
      pool
        .query(
          `delete from searches
            where finished_at < now() - $1 * interval '1 millisecond'
               or created_at < now() - $2 * interval '1 millisecond'`,
          [graceMs, ORPHAN_MS],
        )
        .catch((err: unknown) => warn('ended searches not deleted', err))
    },
    Math.max(100, Math.min(60_000, Math.floor(graceMs / 2))),
  )
  sweeper.unref()

  return {
    idleMs,

    async create(init) {
      const id = randomUUID()
      await pool.query(
        `insert into searches
           (id, user_id, spend_id, type, sealed_query, timeout_s, watched_until)
         values ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond')`,
        [id, init.userId, init.spendId, init.type, sealer.seal(init.query), init.timeoutS, idleMs],
      )
      return { id, ...init }
    },

    async get(id, userId) {
      if (!UUID.test(id)) return undefined
      // The search and its report in one read. The runner publishes `complete` before it
      // marks the search finished: a stream can see the report while the state still says
      // running, and the report, once out, is the answer.
      const { rows } = await pool.query<SearchRow & { complete: string | null }>(
        `select s.id, s.user_id, s.spend_id, s.type, s.sealed_query, s.timeout_s, s.state,
                (select e.sealed from search_events e
                  where e.search_id = s.id and e.kind = 'complete' limit 1) as complete
           from searches s where s.id = $1`,
        [id],
      )
      const found = rows[0]
      if (!found || found.user_id !== userId) return undefined
      const complete = found.complete ? open(found.complete) : null
      const results = complete?.type === 'complete' ? complete.results : null
      return { ...record(found), finished: found.state === 'finished' || results !== null, results }
    },

    async load(id) {
      const found = await row(id)
      return found && record(found)
    },

    async idOfSpend(spendId) {
      const { rows } = await pool.query<{ id: string }>(
        'select id from searches where spend_id = $1',
        [spendId],
      )
      return rows[0]?.id
    },

    async publish(id, message) {
      const sealed = sealer.seal(JSON.stringify(message))
      // Two instances may publish at once (the runner, and one settling or telling a place):
      // a clash on the sequence number is retried. The NOTIFY goes with the row, in one trip.
      for (let attempt = 0; ; attempt++) {
        try {
          await pool.query(
            `with last as (
               select seq, kind from search_events where search_id = $1
                order by seq desc limit 1
             ), dropped as (
               delete from search_events
                where search_id = $1 and $2 = 'queued'
                  and seq = (select seq from last where kind = 'queued')
             )
             insert into search_events (search_id, seq, kind, sealed)
             select $1, coalesce((select seq from last), 0) + 1, $2, $3
              where exists (select 1 from searches where id = $1)
             returning pg_notify($4, $1::text)`,
            [id, message.type, sealed, CHANNEL],
          )
          break
        } catch (err) {
          if ((err as { code?: string }).code !== '23505' || attempt >= 5) throw err
        }
      }
      if (message.type === 'queued')
        await pool.query('update searches set told_place = true where id = $1', [id])
    },

    async markRunning(id) {
      const { rows } = await pool.query<{ told_place: boolean }>(
        `update searches set state = 'running' where id = $1 and state = 'queued'
         returning told_place`,
        [id],
      )
      return rows[0]?.told_place === true
    },

    async finish(id) {
      await pool.query(
        `update searches set state = 'finished', finished_at = now()
          where id = $1 and state <> 'finished'`,
        [id],
      )
    },

    async subscribe(id, listener) {
      let seen = 0
      let ended = false
      let pulling: Promise<void> = Promise.resolve()
      // One pull at a time, each from where the last stopped: every message once, in order.
      const pull = () => {
        pulling = pulling.then(async () => {
          if (ended) return
          try {
            const { rows } = await pool.query<{ seq: number; sealed: string }>(
              `select seq, sealed from search_events where search_id = $1 and seq > $2
                order by seq`,
              [id, seen],
            )
            for (const event of rows) {
              if (ended) return
              seen = event.seq
              const message = open(event.sealed)
              listener(message)
              if (message.type === 'complete' || message.type === 'error') stop()
            }
          } catch (err) {
            warn('search messages could not be read', err)
          }
        })
      }
      const stop = () => {
        ended = true
        const set = pulls.get(id)
        set?.delete(pull)
        if (set?.size === 0) pulls.delete(id)
      }
      const set = pulls.get(id) ?? new Set()
      set.add(pull)
      pulls.set(id, set)
      await watch([id])
      pull()
      await pulling
      return stop
    },

    async watched(id) {
      const { rows } = await pool.query<{ watched: boolean }>(
        'select watched_until > now() as watched from searches where id = $1',
        [id],
      )
      return rows[0]?.watched === true
    },

    async close() {
      clearInterval(heartbeat)
      clearInterval(sweeper)
      pulls.clear()
      await listener.close()
    },
  }
}
