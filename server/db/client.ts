import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.ts'
import { lockDataDir } from './lock.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * True when no other process can share this database: PGlite on a directory, which it
   * locks. Every search lease not this process's then belongs to a process that is gone.
   */
  alone: boolean
  close(): Promise<void>
  /** PostgreSQL only: the pool, for LISTEN connections. */
  pool?: pg.Pool
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'pglite'
      /** In memory. */
      dataDir: null
      /**
       * A dump of a migrated database (PGlite's `dumpDataDir`) to start from instead of
       * creating one, which takes a second where creating takes three or four (the tests open
       * dozens). Migrations still run, and find nothing left to do.
       */
      from?: Blob
    }
  | {
      kind: 'postgres'
      url: string
      maxConnections?: number
      /** Where a lost idle connection is reported (default: a console warning). */
      warn?: (message: string) => void
    }

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // During an outage a request fails within seconds (503) instead of waiting forever.
      connectionTimeoutMillis: 5000,
      application_name: 'snooplens',
    })
    // An idle connection cut by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    const warn = target.warn ?? ((message: string) => console.warn(message))
    pool.on('error', (err) => warn(`database connection lost: ${err.message}`))
    // A connection taken out of the pool (a transaction, a lock) has no 'error' listener of
    // pg's: a socket reset then would end the process. Its queries already fail with the
    // error, and the pool drops it when it is released, so there is nothing more to say.
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzlePg(pool, { schema })
    // Several instances may start at once against one database: migrate under a lock.
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock(727001)')
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined)
      client.release()
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      alone: false,
      pool,
      close: () => pool.end(),
    }
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => undefined
  try {
    const client =
      target.dataDir === null && target.from
        ? new PGlite({ loadDataDir: target.from })
        : new PGlite(target.dataDir ?? undefined)
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // In memory (tests), one database object may serve several apps in this process.
      alone: target.dataDir !== null,
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw err
  }
}
