import type pg from 'pg'
import PgBoss from 'pg-boss'
import { listen } from '../../db/listen.ts'
import type { SearchStore } from '../store/search-store.ts'
import type { CreateSearchJobs, SearchJob, Turn } from './search-jobs.ts'

const QUEUE = 'search'
const WAKE = 'search_jobs'
/** How often an instance with free slots looks for searches, besides being woken. */
const POLL_MS = 1000
/** A search waiting longer than this tells its owner its place. */
const PLACE_AFTER_MS = 1000

export interface PgBossJobsOptions {
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
 * come out in queue order: by round (a person's second search at once goes behind everyone's
 * first), then by age. Whoever queued a search tells its owner their place while it waits.
 */
export function pgBossSearchJobs(options: PgBossJobsOptions): CreateSearchJobs {
  const { pool, store, capacity, warn } = options
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
    const waiting = new Map<string, number | null>()

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
          waiting.delete(job.data.id)
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

    async function tellPlaces() {
      if (waiting.size === 0) return
      const { rows } = await pool.query<{ id: string; state: string; due: boolean; ahead: number }>(
        `select s.id, s.state,
                s.created_at < now() - $2 * interval '1 millisecond' as due,
                (select count(*) from searches q
                  where q.state = 'queued' and (q.round, q.created_at) < (s.round, s.created_at)
                )::int as ahead
           from searches s where s.id = any($1::uuid[])`,
        [[...waiting.keys()], PLACE_AFTER_MS],
      )
      const present = new Set(rows.map((r) => r.id))
      for (const id of waiting.keys()) if (!present.has(id)) waiting.delete(id)
      for (const { id, state, due, ahead } of rows) {
        if (state !== 'queued') waiting.delete(id)
        else if (due && waiting.get(id) !== ahead) {
          waiting.set(id, ahead)
          await store.publish(id, { type: 'queued', ahead })
        }
      }
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
        const { rows } = await pool.query<{ round: number }>(
          'select round from searches where id = $1',
          [search.id],
        )
        const job: SearchJob = { id: search.id, spendId: search.spendId }
        await boss.send(QUEUE, job, { priority: -(rows[0]?.round ?? 0) })
        waiting.set(search.id, null)
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
