import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { madeForTheTests } from './made-for-the-tests.ts'
import { freshPglite } from './pglite-template.ts'

export interface TestDatabaseTarget {
  name: 'PGlite' | 'PostgreSQL'
  /** A fresh, migrated, empty database; close() also drops it. */
  open(): Promise<Database>
}

const pglite: TestDatabaseTarget = {
  name: 'PGlite',
  open: () => freshPglite(),
}

const DROPPED_UNDER_IT =
  /^database connection lost: terminating connection due to administrator command$/

function postgres(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `snooplens_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      // The one warning expected: a connection still busy when the database is dropped under
      // it (WITH (FORCE) ends it). Anything else is printed as the app would print it.
      const lost: string[] = []
      const database = await openDatabase({
        kind: 'postgres',
        url: url.toString(),
        maxConnections: 20,
        warn: (message) => lost.push(message),
      })
      return {
        ...database,
        close: async () => {
          await database.close()
          const cleanup = new pg.Client({ connectionString: adminUrl })
          await cleanup.connect()
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await cleanup.end()
          for (const message of lost.filter((m) => !DROPPED_UNDER_IT.test(m))) console.warn(message)
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL too when the suite has one (see global-setup.ts). */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pglite, postgres(url)] : [pglite]
}

/**
 * The database of a describe block, opened before its tests and closed (dropped) after them.
 * Its fields are read when used, so the block's tests read `database.db` as usual.
 */
export function useDatabase(target: TestDatabaseTarget): Database {
  const current = madeForTheTests('the test database', () => target.open())
  return {
    get db() {
      return current().db
    },
    get kind() {
      return current().kind
    },
    get alone() {
      return current().alone
    },
    get pool() {
      return current().pool
    },
    close: () => current().close(),
  }
}
