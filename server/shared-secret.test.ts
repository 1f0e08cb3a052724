import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './db/client.ts'
import { appSecrets } from './db/schema.ts'
import { sharedSecret } from './db/app-secret.ts'
import { createHttpClient } from '../engine/http/client.ts'
import { createSearchEngine } from './search/workers/search-engine.ts'
import { testDatabaseTargets, useDatabase } from '../tests/support/databases.ts'
import { CookieJar } from '../tests/support/cookie-jar.ts'
import { personWithCredits, postSearch } from '../tests/support/search-servers.ts'
import { startTestServer, type TestServer } from '../tests/support/test-server.ts'
import { trustNoHistory } from '../engine/testing/fake-module.ts'

describe.each(testDatabaseTargets())('the secret without SESSION_SECRET, on $name', (target) => {
  const database = useDatabase(target)

  it('is made once and read back by everyone asking, even all at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 10 }, () => sharedSecret(database.db)))
    expect(new Set(secrets).size).toBe(1)
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(await database.db.select().from(appSecrets)).toHaveLength(1)
    expect(await sharedSecret(database.db)).toBe(secrets[0])
  })
})

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

/** Runs only where the suite has a PostgreSQL server (global-setup starts one when installed). */
describe.each(postgres)('two instances on one $name without SESSION_SECRET', (target) => {
  let shared: Database
  const own: Database[] = []
  let servers: TestServer[]
  // Searches with no checks: each completes at once.
  const http = createHttpClient({})

  beforeAll(async () => {
    shared = await target.open()
    const url = (shared.pool?.options as { connectionString: string }).connectionString
    // Booting together, each with a pool of its own, as two processes would.
    servers = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ kind: 'postgres', url })
        own.push(database)
        return startTestServer(
          database,
          { SEARCH_LIMIT_PER_USER: '2', SEARCH_LIMIT_PER_IP: '100' },
          {
            searchEngine: createSearchEngine({
              http,
              env: {},
              modules: () => [],
              ...trustNoHistory(),
            }),
          },
        )
      }),
    )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const database of own) await database.close()
    await shared.close()
    await http.close()
  })

  const [a, b] = [0, 1]

  it('read each other’s searches: what one sealed, the other opens', async () => {
    const { cookie } = await personWithCredits(shared.db, 1)
    const started = await postSearch(servers[a]!, cookie, { type: 'username', query: 'someone' })
    expect(started.status).toBe(201)
    const { id } = (await started.json()) as { id: string }
    const summary = () =>
      fetch(`${servers[b]!.origin}/api/searches/${id}/summary`, { headers: { cookie } })
    await expect.poll(async () => (await summary()).status).toBe(200)
    expect(await (await summary()).json()).toMatchObject({ query: 'someone' })
  })

  it('count a person’s searches on either instance against one limit', async () => {
    const { cookie } = await personWithCredits(shared.db, 5)
    const statuses = []
    for (const i of [a, b, a, b]) {
      const res = await postSearch(servers[i]!, cookie, { type: 'username', query: 'someone' })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 429, 429])
  })

  it('finish on one a sign-in the other started: its signed cookie verifies', async () => {
    const jar = new CookieJar()
    const start = await jar.fetch(`${servers[a]!.origin}/auth/google/start`)
    expect(start.status).toBe(303)
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state')
    // The code is not b's issuer's to redeem; what matters is that b reads the transaction.
    const callback = await jar.fetch(
      `${servers[b]!.origin}/auth/callback?code=not-redeemable&state=${state}`,
    )
    const home = new URL(callback.headers.get('location') ?? '', servers[b]!.origin)
    expect(home.searchParams.get('error_code')).not.toBe('NO_TRANSACTION')
    expect(home.searchParams.get('error_code')).toBeTruthy()
  })
})
