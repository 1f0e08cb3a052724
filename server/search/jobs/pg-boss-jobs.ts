import type pg from 'pg'
import PgBoss from 'pg-boss'
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { listen } from '../../db/listen.ts'
import { searches } from '../../db/schema.ts'
import { placeTeller, placesInQueue } from '../queue/fair-order.ts'
import type { SearchStore } from '../store/search-store.ts'
import type { CreateSearchJobs, SearchJob, Turn } from './search-jobs.ts'

const QUEUE = 'search'
const WAKE = 'search_jobs'
/** How often an instance with free slots looks for searches, besides being woken. */
const POLL_MS = 1000
/** A search waiting longer than this tells its owner its place. */
const PLACE_AFTER_MS = 1000

export interface PgBossJobsOptions {
  db: Db
  /** The same database's pool, for pg-boss and LISTEN. */
  pool: pg.Pool
  store: SearchStore
  /** How many searches this instance runs at once. */
  capacity: number
  warn: (message: string, err?: unknown) => void
  pollMs?: number
}

/**
 * Several instances on one PostgreSQL database: a search is a job in pg-boss's queue (ADR 016)
 * and whichever instance has a free slot runs it. A job holds the search's id and spend only
 * (the query is sealed in `searches`). An instance fetches as many jobs as it has free slots, when woken
 * by a NOTIFY from the instance that queued one, when a slot frees, and every second. Jobs
 * come out in the fair queue's order (queue/fair-order.ts): a job's priority is minus its
 * round, and pg-boss takes jobs by priority, then by age. Whoever queued a search tells its
 * owner their place while it waits.
 */
export function pgBossSearchJobs(options: PgBossJobsOptions): CreateSearchJobs {
  const { db, pool, store, capacity, warn } = options
  return async (run) => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: 'pgboss',
      schedule: false,
      // A job holds ids only (no query); finished ones are deleted at once, failed ones soon.
      archiveFailedAfterSeconds: 300,
      deleteAfterSeconds: 300,
    })
    boss.on('error', (err) => warn('search queue maintenance failed', err))
    // Instances starting together on a fresh database would race to create pg-boss's schema
    // (its statements run on any of our pool's connections, so its own lock cannot hold
    // them): one at a time, under a lock of ours.
    const lock = await pool.connect()
    try {
      await lock.query('SELECT pg_advisory_lock(727002)')
      await boss.start()
      if (!(await boss.getQueue(QUEUE))) {
        // A search is never run twice: one whose instance died is settled by the leases.
        await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInSeconds: 300 })
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock(727002)').catch(() => undefined)
      lock.release()
    }

    let active = 0
    let closed = false
    let pumping: Promise<void> | null = null
    let again = false
    /** Searches queued from here and not yet started: their owners hear their place. */
    const waiting = new Set<string>()
    const places = placeTeller((id: string, ahead) => store.publish(id, { type: 'queued', ahead }))

    // Fetched means a slot is free here: the search's turn has come.
    const turn: Turn = async () => () => undefined

    async function take() {
      while (!closed && active < capacity) {
        const jobs = await boss.fetch<SearchJob>(QUEUE, {
          batchSize: capacity - active,
        })
        if (jobs.length === 0) return
        for (const job of jobs) {
          active++
          leaves(job.data.id)
          void run(job.data, turn)
            .catch((err: unknown) => warn('search job failed', err))
            .finally(() => {
              active--
              boss.deleteJob(QUEUE, job.id).catch((err: unknown) => warn('job not deleted', err))
              pump()
            })
        }
      }
    }
    /** A search's round in the fair queue: its owner's other searches waiting or running. */
    /** A search's round in the fair queue: its owner's other searches waiting or running. */
    async function roundOf(id: string, userId: string): Promise<number> {
      const others = db
        .select({ n: count() })
        .from(searches)
        .where(
          and(eq(searches.userId, userId), ne(searches.state, 'finished'), ne(searches.id, id)),
        )
      const [row] = await db
        .update(searches)
        .set({ round: sql`(${others})` })
        .where(eq(searches.id, id))
        .returning({ round: searches.round })
      return row?.round ?? 0
    }

    /** One fetcher at a time; a wake-up during a fetch fetches again after it. */
    function pump() {
      if (closed) return
      if (pumping) {
        again = true
        return
      }
      pumping = take()
        .catch((err: unknown) => warn('searches could not be fetched', err))
        .finally(() => {
          pumping = null
          if (again) {
            again = false
            pump()
          }
        })
    }

    /** The places of this instance's waiting searches in the whole queue, once they are due. */
    async function tellPlaces() {
      if (waiting.size === 0) return
      const queued = await db
        .select({
          id: searches.id,
          round: searches.round,
          due: sql<boolean>`${searches.createdAt} < now() - ${PLACE_AFTER_MS} * interval '1 millisecond'`,
        })
        .from(searches)
        .where(eq(searches.state, 'queued'))
        .orderBy(asc(searches.createdAt), asc(searches.id))
      const stillQueued = new Set(queued.map((search) => search.id))
      for (const id of waiting) if (!stillQueued.has(id)) leaves(id)
      const ranked = queued.map((search, arrival) => ({ ...search, arrival }))
      for (const [{ id, due }, ahead] of placesInQueue(ranked))
        if (due && waiting.has(id)) await places.tell(id, ahead)
    }
    const leaves = (id: string) => {
      waiting.delete(id)
      places.forget(id)
    }

    const listener = await listen(pool, {
      name: 'search queue',
      channels: [WAKE],
      onNotification: () => pump(),
      onListening: () => pump(),
      warn,
    })
    const timer = setInterval(() => {
      pump()
      tellPlaces().catch((err: unknown) => warn('queue places not told', err))
    }, options.pollMs ?? POLL_MS)
    timer.unref()

    return {
      async submit(search) {
        const round = await roundOf(search.id, search.userId)
        const job: SearchJob = { id: search.id, spendId: search.spendId }
        await boss.send(QUEUE, job, { priority: -round })
        waiting.add(search.id)
        await pool.query('select pg_notify($1, $2)', [WAKE, '1'])
        pump()
      },
      async close() {
        closed = true
        clearInterval(timer)
        await pumping
        await listener.close()
        await boss.stop({ graceful: false, close: false })
      },
    }
  }
}
