import type { AppDeps } from '../../server/app.ts'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { grantForOrder } from '../../server/credits/ledger.ts'
import type { Db } from '../../server/db/client.ts'
import type { TestDatabaseTarget } from './databases.ts'
import { startLoopbackPlatform, type LoopbackPlatform } from './loopback-platform.ts'
import { startTestServer, type TestServer } from './test-server.ts'
import { createSignedInUser } from './users.ts'
import { madeForTheTests } from './made-for-the-tests.ts'
import { freshPglite } from './pglite-template.ts'

export interface SearchServers {
  /** The test's own handle on the database the servers use. */
  database: Database
  platform: LoopbackPlatform
  /** Every instance, listening on loopback. */
  servers: TestServer[]
  /** The first instance. */
  server: TestServer
  close(): Promise<void>
}

/**
 * What the search tests stand on: a database (a fresh in-memory PGlite unless `target` says
 * otherwise), the loopback platform, and the real app listening on loopback: one instance, or
 * several sharing the database (on PostgreSQL each with a pool of its own, as separate
 * processes would have). `deps` may use the platform (its engine, its origin).
 */
export async function startSearchServers(
  options: {
    target?: TestDatabaseTarget
    instances?: number
    env?: Record<string, string>
    deps?: (platform: LoopbackPlatform) => Partial<AppDeps>
  } = {},
): Promise<SearchServers> {
  const database = await (options.target?.open() ?? freshPglite())
  const platform = await startLoopbackPlatform()
  const servers: TestServer[] = []
  const ownDatabases: Database[] = []
  for (let i = 0; i < (options.instances ?? 1); i++) {
    let instanceDatabase = database
    if (database.pool) {
      const { connectionString } = database.pool.options as { connectionString: string }
      instanceDatabase = await openDatabase({ kind: 'postgres', url: connectionString })
      ownDatabases.push(instanceDatabase)
    }
    servers.push(
      await startTestServer(instanceDatabase, options.env, options.deps?.(platform) ?? {}),
    )
  }
  return {
    database,
    platform,
    servers,
    server: servers[0]!,
    async close() {
      for (const server of servers) await server.close()
      for (const own of ownDatabases) await own.close()
      await platform.close()
      await database.close()
    },
  }
}

/**
 * The search servers for the tests of one file: started before the first, closed after the
 * last. What it returns reads through to them once they are up.
 */
export function searchServersForFile(options: Parameters<typeof startSearchServers>[0]) {
  const running = madeForTheTests('the search servers', () => startSearchServers(options))
  return {
    get database() {
      return running().database
    },
    get platform() {
      return running().platform
    },
    get servers() {
      return running().servers
    },
    get server() {
      return running().server
    },
  }
}

/** A signed-in person holding `credits` credits, granted as a paid order grants them. */
export async function personWithCredits(db: Db, credits = 1) {
  const person = await createSignedInUser(db)
  if (credits > 0) await grantForOrder(db, person.user.id, `order-${person.user.id}`, credits)
  return person
}

/** POST /api/searches as the person with `cookie`, from the server's own origin. */
export const postSearch = (
  server: TestServer,
  cookie: string,
  body: object,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.origin}/api/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie, ...headers },
    body: JSON.stringify(body),
  })

/** Starts a search and answers its id; any reply but 201 throws, saying what it was. */
export async function startSearch(server: TestServer, cookie: string, body: object) {
  const res = await postSearch(server, cookie, body)
  if (res.status !== 201) throw new Error(`search not started: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { id: string }).id
}

/** The person's balance, as their pages read it. */
export async function creditsOf(server: TestServer, cookie: string): Promise<number> {
  const res = await fetch(`${server.origin}/api/me`, { headers: { cookie } })
  return ((await res.json()) as { credits: number }).credits
}
