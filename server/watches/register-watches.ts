import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { PaidSearches } from '../search/paid/paid-searches.ts'
import { createWatchAddresses } from './watch-address.ts'
import { registerWatchRoutes } from './routes.ts'
import { createWatchRunner, type WatchRunner } from './watch-runner.ts'

interface WatchOptions {
  /** How often each instance looks for due runs. */
  tickMs: number
  /** Watch runs one instance has going at once. */
  slots: number
}

/** How long a stopping server waits for its watch runs to record how they ended. */
const SETTLE_MS = 1000

/**
 * Watches on this instance: their routes, and a runner that claims due runs from the shared
 * table. Returns the runner, which the app stops before its searches drain.
 */
export function registerWatches(
  app: FastifyInstance,
  deps: {
    db: Db
    searches: PaidSearches
    mailer: Mailer
    secret: string
    appOrigin: string
    options: WatchOptions
  },
): WatchRunner {
  const addresses = createWatchAddresses(deps.secret)
  const runner = createWatchRunner({
    db: deps.db,
    searches: deps.searches,
    addresses,
    mailer: deps.mailer,
    appOrigin: deps.appOrigin,
    log: app.log,
    tickMs: deps.options.tickMs,
    slots: deps.options.slots,
  })
  app.addHook('onReady', async () => runner.poke())
  app.addHook('onClose', () => runner.settled(SETTLE_MS))
  registerWatchRoutes(app, {
    db: deps.db,
    addresses,
    mailer: deps.mailer,
    appOrigin: deps.appOrigin,
    onDue: () => runner.poke(),
  })
  return runner
}
