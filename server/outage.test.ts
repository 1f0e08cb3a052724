import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './db/client.ts'
import { checkLedger, grantForOrder } from './credits/ledger.ts'
import {
  findPostgresBin,
  startPostgres,
  type RunningPostgres,
} from '../tests/support/postgres-server.ts'
import { startChildServer, type ChildServer } from '../tests/support/child-server.ts'
import { createSignedInUser } from '../tests/support/users.ts'
import { openBalanceStream } from '../tests/support/sse.ts'

const bin = findPostgresBin()

/**
 * A real server process on a throwaway PostgreSQL (never the shared one): its LISTEN
 * connection is killed, then PostgreSQL is stopped and started again while clients keep
 * asking. The process must live through it, answer 503 meanwhile, and recover by itself.
 */
describe.each(bin ? [bin] : [])('a server process when PostgreSQL goes away', (pgBin) => {
  let postgres: RunningPostgres
  let database: Database
  let server: ChildServer
  /** What the test's own pool says when PostgreSQL cuts its idle connections. */
  const lost: string[] = []

  beforeAll(async () => {
    postgres = await startPostgres(pgBin)
    database = await openDatabase({
      kind: 'postgres',
      url: postgres.url,
      maxConnections: 4,
      warn: (message) => lost.push(message),
    })
    server = await startChildServer(
      { DATABASE_URL: postgres.url, SEARCH_IDLE_MS: '500' },
      'tests/support/fault-server.ts',
    )
  }, 60_000)
  afterAll(async () => {
    if (server.alive()) server.child.kill('SIGKILL')
    await server.exited
    await database.close().catch(() => undefined)
    await postgres.stop()
  })

  it('lives, answers 503 during the outage, recovers, and streams balances again', async () => {
    const { user, cookie } = await createSignedInUser(database.db)
    let orders = 0
    /** A balance change made behind the server's back, announced like any instance would. */
    const grant = async () => {
      await grantForOrder(database.db, user.id, `order-${++orders}`, 1)
      await database.pool!.query('select pg_notify($1, $2)', ['credits_changed', user.id])
    }
    // Asked again once when the connection itself fails: on a loaded machine one reused
    // keep-alive socket was reset (ECONNRESET) as PostgreSQL stopped. What the server
    // answers is what this test is about, and every answer is still checked.
    const get = (path: string) => {
      const ask = () => fetch(`${server.origin}${path}`, { headers: { cookie } })
      return ask().catch(ask)
    }

    const stream = await openBalanceStream(`${server.origin}/api/credits/events`, cookie)
    // Load: a few clients asking for their balance all along, each status recorded.
    const statuses: number[] = []
    let loading = true
    const clients = Array.from({ length: 3 }, async () => {
      while (loading) {
        const res = await get('/api/me').catch(() => null)
        statuses.push(res?.status ?? 0)
        await res?.body?.cancel()
      }
    })
    // A miss says what the clients got instead and what the server wrote, since a miss on
    // a loaded machine cannot be rerun to see.
    const seen = async (status: number) => {
      const from = statuses.length
      const deadline = Date.now() + 20_000
      while (!statuses.slice(from).includes(status)) {
        if (Date.now() > deadline) {
          const tally = new Map<number, number>()
          for (const s of statuses.slice(from)) tally.set(s, (tally.get(s) ?? 0) + 1)
          const got = [...tally].map(([s, n]) => `${s} ×${n}`).join(', ') || 'no answer'
          throw new Error(
            `no ${status} in 20 s; the clients got: ${got}; the server is ` +
              `${server.alive() ? 'alive' : 'gone'} and wrote:\n${server.output().slice(-4000)}`,
          )
        }
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    try {
      await stream.waitFor(0)
      await seen(200)

      // 1. The LISTEN connection is cut (a proxy's idle timeout, pg_terminate_backend).
      await database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'snooplens-listen'`,
      )
      await grant()
      await stream.waitFor(1, 15_000)
      expect(server.alive()).toBe(true)

      // A search nobody watches, on a platform that never answers: it spends the credit.
      const started = await fetch(`${server.origin}/api/searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin, cookie },
        body: JSON.stringify({ type: 'email', query: 'someone@example.com' }),
      })
      expect(started.status).toBe(201)
      expect((await started.json()).credits).toBe(0)

      // 2. PostgreSQL stops: the process lives, clients get 503, health stays alive. The
      // unwatched search, running or still queued, is settled once the database is back.
      await postgres.halt()
      await seen(503)
      const during = await get('/api/me')
      expect(during.status).toBe(503)
      expect(during.headers.get('retry-after')).toBe('5')
      expect(await during.json()).toMatchObject({ code: 'UNAVAILABLE' })
      expect((await get('/api/health')).status).toBe(200)
      expect((await get('/api/ready')).status).toBe(503)
      expect(server.alive()).toBe(true)
      // The test's own idle connections were cut too: said once each, never a crash.
      expect(lost.every((m) => m.startsWith('database connection lost: '))).toBe(true)

      // 3. PostgreSQL is back: everything recovers without a restart.
      const before = stream.balances.length
      await postgres.resume()
      await expect
        .poll(async () => (await get('/api/ready')).status, { timeout: 20_000, interval: 100 })
        .toBe(200)
      await seen(200)
      // The bus re-reads balances after reconnecting: the open page hears its balance again,
      // and the search's credit comes back, once.
      await stream.waitForCount(before + 1)
      await expect.poll(async () => (await (await get('/api/me')).json()).credits).toBe(1)
      await grant()
      await stream.waitFor(2, 15_000)
      expect(server.alive()).toBe(true)
      expect(await checkLedger(database.db, user.id)).toEqual({
        balance: 2,
        ledgerSum: 2,
        ok: true,
      })
    } finally {
      loading = false
      await Promise.all(clients)
      await stream.close()
    }
  }, 90_000)
})
