import type pg from 'pg'
import PgBoss from 'pg-boss'
import type { Db } from '../../db/client.ts'
import { listen } from '../../db/listen.ts'
import type { SearchStore } from '../store/search-store.ts'
import { createWorkSlots } from '../queue/work-slots.ts'
import type { SearchJobs } from './search-jobs.ts'
import type { RunSearch, SearchJob } from '../runner/search-runner.ts'
import { takeRound, waitingHere } from '../queue/shared-queue.ts'

const QUEUE = 'search'
const WAKE = 'search_jobs'
/** How often an instance with free slots looks for searches, besides being woken. */
const POLL_MS = 1000

type Warn = (message: string, err?: unknown) => void

export interface PgBossJobsOptions {
  db: Db
  /** The same database's pool, for pg-boss and LISTEN. */
  pool: pg.Pool
  store: SearchStore
  /** How many searches this instance runs at once. */
  capacity: number
  warn: Warn
  /** The runner every job fetched here is handed to. */
  run: RunSearch
  pollMs?: number
}

/**
 * Several instances on one PostgreSQL database: a search is a job in pg-boss's queue (ADR 016)
 * and whichever instance has a free slot runs it. A job holds the search's id and spend only
 * (the query is sealed in `searches`). An instance fetches as many jobs as it has free
 * slots, when woken by a NOTIFY from the instance that queued one, when a slot frees, and
 * every second. Jobs come out in the fair queue's order (queue/fair-order.ts): a job's
 * priority is minus its round, and pg-boss takes jobs by priority, then by age. Whoever
 * queued a search tells its owner their place while it waits (queue/shared-queue.ts).
 */
export async function pgBossSearchJobs(options: PgBossJobsOptions): Promise<SearchJobs> {
  const { db, pool, store, warn, run } = options
  const boss = await startBoss(pool, warn)
  const waiting = waitingHere(db, store)
  const fetcher = fetchJobs(boss, options.capacity, run, waiting.leave, warn)
  const listener = await listen(pool, {
    name: 'search queue',
    channels: [WAKE],
    onNotification: fetcher.pump,
    onListening: fetcher.pump,
    warn,
  })
  const timer = setInterval(() => {
    fetcher.pump()
    waiting.tellPlaces().catch((err: unknown) => warn('queue places not told', err))
  }, options.pollMs ?? POLL_MS)
  timer.unref()

  return {
    async submit(search) {
      const round = await takeRound(db, search.id, search.userId)
      const job: SearchJob = { id: search.id, spendId: search.spendId }
      await boss.send(QUEUE, job, { priority: -round })
      waiting.add(search.id)
      await pool.query('select pg_notify($1, $2)', [WAKE, '1'])
      fetcher.pump()
    },
    async close() {
      clearInterval(timer)
      await fetcher.close()
      await listener.close()
      await boss.stop({ graceful: false, close: false })
    },
  }
}

/**
 * Starts pg-boss on our pool, and makes the search queue once. Instances starting together
 * on a fresh database would race to create pg-boss's schema (its statements run on any of
 * our pool's connections, so its own lock cannot hold them): one at a time, under a lock of
 * ours.
 */
async function startBoss(pool: pg.Pool, warn: Warn): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    // A job holds ids only (no query); finished ones are deleted at once, failed ones soon.
    archiveFailedAfterSeconds: 300,
    deleteAfterSeconds: 300,
  })
  boss.on('error', (err) => warn('search queue maintenance failed', err))
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
  return boss
}

/**
 * Fetches as many jobs as this instance has free slots and runs them; a job leaves pg-boss
 * once its search has ended. One fetcher at a time: a wake-up during a fetch fetches again
 * after it.
 */
function fetchJobs(
  boss: PgBoss,
  capacity: number,
  run: RunSearch,
  taken: (id: string) => void,
  warn: Warn,
) {
  let closed = false
  let pumping: Promise<void> | null = null
  let again = false
  const slots = createWorkSlots(capacity, () => pump())

  async function take() {
    while (!closed && slots.room() > 0) {
      const jobs = await boss.fetch<SearchJob>(QUEUE, { batchSize: slots.room() })
      if (jobs.length === 0) return
      for (const job of jobs) {
        // Fetched means a slot is free here: the search's turn has come.
        const slot = slots.take()
        taken(job.data.id)
        void run(job.data, async () => slot)
          .catch((err: unknown) => warn('search job failed', err))
          .finally(() => {
            slot.end()
            boss.deleteJob(QUEUE, job.id).catch((err: unknown) => warn('job not deleted', err))
          })
      }
    }
  }
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
  return {
    pump,
    /** Fetches no more, after the fetch under way. */
    async close() {
      closed = true
      await pumping
    },
  }
}
