import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.ts'
import type { CreditsBus } from '../credits/bus.ts'
import { createSearchLeases, type LeaseOptions } from './leases/leases.ts'
import { createAdmission } from './queue/admission.ts'
import { createMemorySearchStore } from './store/memory-store.ts'
import { createPostgresSearchStore } from './store/postgres-store.ts'
import { createSealer } from './store/sealed.ts'
import { localSearchJobs } from './jobs/search-jobs.ts'
import { pgBossSearchJobs } from './jobs/pg-boss-jobs.ts'
import { createSearchRunner } from './runner/search-runner.ts'
import { createPaidSearches, type PaidSearches } from './paid/paid-searches.ts'
import { registerSearchRoutes } from './routes.ts'
import { registerRecheckRoutes } from './recheck-routes.ts'
import type { SearchEngine } from './workers/search-engine.ts'
import type { SearchStoreOptions } from './store/search-store.ts'
import type { SearchRateLimits } from './limits/rate-limits.ts'

/**
 * The searches of one instance. Alone (PGlite), searches are kept in memory and run here
 * behind the admission queue; on PostgreSQL they are stored sealed and queued as jobs, so any
 * instance runs any search and any streams it. The same paid-search path either way, made in
 * one direction (docs/architecture.md): store, leases, runner, jobs, paid searches, each from
 * what was made before it. The caller drains them at a stop (`searches.drain()`), once
 * nothing else starts searches.
 */
export async function registerSearches(
  app: FastifyInstance,
  deps: {
    database: Database
    bus: CreditsBus
    engine: SearchEngine
    /** How many searches this instance runs at once. */
    capacity: number
    /** Seals what searches store in PostgreSQL; every instance must share it. */
    secret: string
    leases: LeaseOptions
    store: SearchStoreOptions
    /** Search starts per person and per address, counted in the database. */
    rateLimits: SearchRateLimits
  },
): Promise<{ searches: PaidSearches }> {
  const { database, bus, engine } = deps
  const db = database.db
  const log = app.log
  const warn = (message: string, err?: unknown) => log.warn({ err }, message)

  const pool = database.kind === 'postgres' ? database.pool : undefined
  const store = pool
    ? await createPostgresSearchStore({ db, pool }, createSealer(deps.secret), {
        ...deps.store,
        warn,
      })
    : createMemorySearchStore(deps.store)
  app.addHook('onClose', () => store.close())

  const leases = createSearchLeases(db, { ...deps.leases, bus, store, warn })
  // After the searches have settled (preClose), one last try at settlements still owed.
  app.addHook('onClose', () => leases.close())

  const runner = createSearchRunner({ engine, leases, store, log })
  const { run } = runner
  const jobs = pool
    ? await pgBossSearchJobs({ db, pool, store, capacity: deps.capacity, warn, run })
    : localSearchJobs({ admission: createAdmission(deps.capacity), store, run })
  const searches = createPaidSearches({ db, bus, leases, store, jobs, runner, log })

  // Searches a previous run of the server left unsettled (it crashed, or was killed).
  await leases
    .reconcile({ everyOtherOwner: database.alone })
    .catch((err: unknown) => warn('search leases could not be reconciled at start', err))
  registerSearchRoutes(app, { db, searches, rateLimits: deps.rateLimits })
  registerRecheckRoutes(app, { db, searches, rateLimits: deps.rateLimits })
  return { searches }
}
