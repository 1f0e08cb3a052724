import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { and, eq, lt, ne, or, sql } from 'drizzle-orm'
import { SearchStreamMessage } from '../../../shared/module-result.ts'
import type { Db } from '../../db/client.ts'
import { searchEvents, searches } from '../../db/schema.ts'
import { packQuery, unpackQuery, type Sealer } from './sealed.ts'
import { SEARCH_EVENTS_CHANNEL, createSearchStreams } from './postgres-streams.ts'
import {
  DEFAULT_GRACE_MS,
  DEFAULT_IDLE_MS,
  type SearchRecord,
  type SearchStore,
  type SearchStoreOptions,
} from './search-store.ts'

/** A search that never finished (every instance died meanwhile) is dropped after this. */
const ORPHAN_MS = 60 * 60_000
/** How many times a message clashing with another instance's on its sequence is retried. */
const PUBLISH_ATTEMPTS = 6

type SearchRow = typeof searches.$inferSelect
const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`

/**
 * Searches kept in PostgreSQL for every instance on the database: rows in `searches` and
 * `search_events`, query and messages sealed, news of each new message by NOTIFY (the id
 * only: a payload is capped at 8000 bytes, and must not carry the query). Streams pull the
 * messages they have not seen (postgres-streams.ts). Ids are UUIDs, checked where they come in.
 */
export async function createPostgresSearchStore(
  database: { db: Db; pool: pg.Pool },
  sealer: Sealer,
  options: SearchStoreOptions & { warn?: (message: string, err?: unknown) => void } = {},
): Promise<SearchStore> {
  const { db, pool } = database
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const open = (sealed: string) => SearchStreamMessage.parse(JSON.parse(sealer.open(sealed)))
  const streams = await createSearchStreams(db, pool, { idleMs, open, warn })
  const sweeper = sweepEndedSearches(db, graceMs, warn)

  const record = (row: SearchRow): SearchRecord => ({
    id: row.id,
    userId: row.userId,
    spendId: row.spendId,
    type: row.type,
    ...unpackQuery(sealer.open(row.sealedQuery)),
    timeoutS: row.timeoutS,
  })

  return {
    idleMs,
    subscribe: streams.subscribe,

    async create(init) {
      const id = randomUUID()
      await db.insert(searches).values({
        id,
        userId: init.userId,
        spendId: init.spendId,
        type: init.type,
        sealedQuery: sealer.seal(packQuery(init.query, init.modules, init.typed)),
        timeoutS: init.timeoutS,
        watchedUntil: sql`now() + ${idleMs} * interval '1 millisecond'`,
      })
      return { id, ...init }
    },

    async get(id, userId) {
      // The search and its report in one read. The runner publishes `complete` before it
      // marks the search finished: a stream can see the report while the state still says
      // running, and the report, once out, is the answer.
      const [found] = await db
        .select({ search: searches, complete: searchEvents.sealed })
        .from(searches)
        .leftJoin(
          searchEvents,
          and(eq(searchEvents.searchId, searches.id), eq(searchEvents.kind, 'complete')),
        )
        .where(eq(searches.id, id))
        .limit(1)
      if (!found || found.search.userId !== userId) return undefined
      const complete = found.complete ? open(found.complete) : null
      const results = complete?.type === 'complete' ? complete.results : null
      const finished = found.search.state === 'finished' || results !== null
      return { ...record(found.search), finished, results }
    },

    async load(id) {
      const [found] = await db.select().from(searches).where(eq(searches.id, id))
      return found && record(found)
    },

    async idOfSpend(spendId) {
      const [found] = await db
        .select({ id: searches.id })
        .from(searches)
        .where(eq(searches.spendId, spendId))
      return found?.id
    },

    async publish(id, message) {
      await appendMessage(pool, id, message.type, sealer.seal(JSON.stringify(message)))
      if (message.type === 'queued')
        await db.update(searches).set({ toldPlace: true }).where(eq(searches.id, id))
    },

    async markRunning(id) {
      const [row] = await db
        .update(searches)
        .set({ state: 'running' })
        .where(and(eq(searches.id, id), eq(searches.state, 'queued')))
        .returning({ toldPlace: searches.toldPlace })
      return row?.toldPlace === true
    },

    async finish(id) {
      await db
        .update(searches)
        .set({ state: 'finished', finishedAt: sql`now()` })
        .where(and(eq(searches.id, id), ne(searches.state, 'finished')))
    },

    async watched(id) {
      const [row] = await db
        .select({ watched: sql<boolean>`${searches.watchedUntil} > now()` })
        .from(searches)
        .where(eq(searches.id, id))
      return row?.watched === true
    },

    async close() {
      clearInterval(sweeper)
      await streams.close()
    },
  }
}

/**
 * Appends a message to a search's stream, announced by a NOTIFY in the same trip; a `queued`
 * place replaces the place before it. Raw SQL: one statement that deletes, inserts and
 * notifies is beyond Drizzle's builder. Two instances may publish at once (the runner, and
 * one settling or telling a place): a clash on the sequence number is retried.
 */
async function appendMessage(pool: pg.Pool, id: string, kind: string, sealed: string) {
  for (let attempt = 1; ; attempt++) {
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
        [id, kind, sealed, SEARCH_EVENTS_CHANNEL],
      )
      return
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= PUBLISH_ATTEMPTS) throw err
    }
  }
}

/** Deletes searches the grace period after they ended, and any every instance abandoned. */
function sweepEndedSearches(
  db: Db,
  graceMs: number,
  warn: (message: string, err?: unknown) => void,
) {
  const timer = setInterval(
    () => {
      db.delete(searches)
        .where(or(lt(searches.finishedAt, ago(graceMs)), lt(searches.createdAt, ago(ORPHAN_MS))))
        .catch((err: unknown) => warn('ended searches not deleted', err))
    },
    Math.max(100, Math.min(60_000, Math.floor(graceMs / 2))),
  )
  timer.unref()
  return timer
}
