import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger, grantForOrder } from '../credits/ledger.ts'
import { searchLeases } from '../db/schema.ts'
import { startFakeDns, type FakeDns } from '../../engine/testing/fake-dns.ts'
import { startChildServer, type ChildServer } from '../../tests/support/child-server.ts'
import { signIn } from '../../tests/support/dev-sign-in.ts'
import { serverDataKinds, type ServerData } from '../../tests/support/server-data.ts'
import { createSignedInUser } from '../../tests/support/users.ts'

/**
 * A search at the catalogue's full breadth (1,657 platforms, each on a name of its own: 400
 * times what libuv's four threads could hold) against a DNS server that never answers: what
 * it may cost is its own checks, never the rest of the server.
 */
const PLATFORMS = 1657
const ENTRY = 'tests/support/named-platforms-server.ts'
/** The bar a stop is held to (ENGINEERING 8), well inside the 9 s last-resort exit. */
const CLEAN_STOP_MS = 5000
/**
 * Sign-in is a few requests to the app and its own issuer: it may take at most this much
 * longer than the same sign-in on the same server idle (a shared test machine under load is
 * slow at both; the search must add nothing).
 */
const SIGN_IN_MS = 1000

const [pglite] = serverDataKinds()

describe('a resolver that never answers, under a search', () => {
  let data: ServerData
  let dns: FakeDns
  let server: ChildServer | undefined
  beforeAll(async () => {
    data = await pglite!.make()
    dns = await startFakeDns({ silent: true })
  })
  afterEach(async () => {
    if (server?.alive()) server.child.kill('SIGKILL')
    await server?.exited
  })
  afterAll(async () => {
    await dns.close()
    await data.cleanup()
  })

  async function person(name: string) {
    const database = await data.open()
    try {
      const made = await createSignedInUser(database.db, name)
      await grantForOrder(database.db, made.user.id, `order-${made.user.id}`, 1)
      return made
    } finally {
      await database.close()
    }
  }

  /** The server, named `localhost`: its calls to its own issuer resolve a name too. */
  const start = () =>
    startChildServer(
      { ...data.env, DNS_SERVER: dns.server, PLATFORMS: String(PLATFORMS), SEARCH_WORKERS: '2' },
      ENTRY,
      'localhost',
    )

  /**
   * Starts a search and waits until its platforms' names are all out, unanswered, from the
   * search worker's checks (a self-test is asked only after a verdict, on the check's own
   * client, so it asks no name of its own). The server's resolver waits a minute for an
   * answer, so none fails meanwhile.
   */
  async function searchStuckOnNames(s: ChildServer, cookie: string) {
    const before = dns.questions.length
    const res = await fetch(`${s.origin}/api/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.origin, cookie },
      body: JSON.stringify({ type: 'username', query: 'someone' }),
    })
    expect(res.status, s.output()).toBe(201)
    await dns.asked(before + PLATFORMS)
  }

  it('signs a person in meanwhile, no slower than when it is idle', async () => {
    const searcher = await person('names-searcher')
    server = await start()
    const running = server
    const timedSignIn = async (email: string) => {
      const started = performance.now()
      const jar = await signIn(running.origin, { email })
      return { jar, ms: performance.now() - started }
    }
    // The same sign-in on the idle server first (which also fetches the issuer's metadata).
    await timedSignIn('first@example.com')
    const idle = await timedSignIn('idle@example.com')
    await searchStuckOnNames(running, searcher.cookie)

    const busy = await timedSignIn('newcomer@example.com')
    const me = await busy.jar.fetch(`${running.origin}/api/me`)

    expect(me.status).toBe(200)
    expect(busy.ms, `idle ${Math.round(idle.ms)} ms`).toBeLessThan(idle.ms + SIGN_IN_MS)
    // Nothing was answered: every platform's name was still waiting all along.
    expect(dns.answered()).toBe(0)
  }, 180_000)

  it('stops mid-search within 5 s, the credit settled before the process is gone', async () => {
    const searcher = await person('names-stopper')
    server = await start()
    const running = server
    await searchStuckOnNames(running, searcher.cookie)

    const sent = Date.now()
    running.child.kill('SIGTERM')
    const code = await running.exited
    const ms = Date.now() - sent

    expect(code, running.output()).toBe(0)
    expect(running.output()).not.toContain('forced exit')
    expect(ms, running.output()).toBeLessThan(CLEAN_STOP_MS)
    // Read straight from the database, with no server started to settle anything.
    const database = await data.open()
    try {
      expect(await checkLedger(database.db, searcher.user.id)).toEqual({
        balance: 1,
        ledgerSum: 1,
        ok: true,
      })
      expect(await database.db.select().from(searchLeases)).toEqual([])
    } finally {
      await database.close()
    }
  }, 180_000)
})
