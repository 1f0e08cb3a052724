import { fileURLToPath } from 'node:url'
import { EnvError, loadConfig } from './env.ts'
import { openDatabase } from './db/client.ts'
import { DataDirLockedError } from './db/lock.ts'
import { createApp, type AppDeps } from './app.ts'
import { deleteExpiredSessions } from './auth/sessions.ts'
import { createLocalCreditsBus, createPostgresCreditsBus } from './credits/bus.ts'
import { trackConnections } from './connections.ts'
import { stopInOrder } from './stop.ts'

const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url))
/**
 * A stop takes well under 5 s; should one hang, the process still ends before a container's
 * usual 10 s grace period ends in SIGKILL.
 */
const SHUTDOWN_DEADLINE_MS = 9000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/**
 * Boots the server from the environment: configuration, database, app, listening, and a
 * graceful close on SIGINT/SIGTERM. `overrides` swap parts out (the browser tests fake the
 * platforms behind the lookup engine).
 */
export async function startServer(overrides: Partial<AppDeps> = {}) {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof EnvError) fail(err.message)
    throw err
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  ).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) fail(err.message)
    throw err
  })

  const creditsBus = database.pool
    ? await createPostgresCreditsBus(database.pool)
    : createLocalCreditsBus()
  const app = await createApp({
    config,
    database,
    webRoot,
    creditsBus,
    // Loaded now, not by the first search (about 2 s here).
    startSearchWorkers: true,
    ...overrides,
  })

  const sweep = setInterval(
    () => {
      deleteExpiredSessions(database.db).catch((err: unknown) =>
        app.log.warn({ err }, 'session sweep failed'),
      )
    },
    60 * 60 * 1000,
  )
  sweep.unref()

  // Attached before listening, so it sees every connection a stop may have to end.
  const connections = trackConnections(app.server)
  let closing = false
  /**
   * Stop accepting requests, stop the searches and write their settlements, end the streams,
   * close the connections, the outbound pools and the workers, then the database: within
   * 5 s. The deadline is a last resort, inside a container's usual 10 s before SIGKILL.
   */
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A response that ends during the close leaves its keep-alive socket open (72 s by
    // default) unless it is reaped: keep closing idle sockets until the server is closed.
    const reaper = setInterval(() => connections.closeIdle(), 100)
    reaper.unref()
    clearInterval(sweep)
    await stopInOrder(
      [
        ['closing the app (searches, streams, pools, workers)', () => app.close()],
        ['closing the credits bus', () => creditsBus.close()],
        ['closing the database', () => database.close()],
      ],
      { deadlineMs: SHUTDOWN_DEADLINE_MS, log: app.log },
    )
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
    const signIn = config.google ? 'Google' : 'development sign-in (no Google keys set)'
    const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
    const payments = config.stripe ? 'Stripe' : 'test checkout (no Stripe keys set)'
    app.log.info(`SnoopLens is up at ${config.appOrigin} · ${db} · ${signIn} · ${payments}`)
  } catch (err) {
    app.log.error({ err }, 'could not listen')
    await database.close()
    process.exit(1)
  }
  return app
}
