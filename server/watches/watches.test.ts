import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { watches } from '../db/schema.ts'
import { getCredits } from '../credits/balance.ts'
import { checkLedger } from '../credits/ledger.ts'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { personWithCredits } from '../../tests/support/search-servers.ts'
import { linkIn, readDevInbox } from '../../tests/support/dev-mail.ts'
import { startWatchPlatforms, type WatchPlatforms } from '../../tests/support/watch-platforms.ts'
import { claimDueRuns, pauseForNoCredits } from './watch-rows.ts'

/**
 * Watches through the real app, on each database: a watch starts only from the link mailed
 * to its address, runs as a paid search when due, and mails its owner what is new or gone.
 */
describe.each(testDatabaseTargets())('watches on $name', (target) => {
  const database = useDatabase(target)
  let server: TestServer
  let platforms: WatchPlatforms
  beforeAll(async () => {
    platforms = await startWatchPlatforms()
    server = await startTestServer(
      database,
      { WATCH_POLL_MS: '100' },
      { searchEngine: platforms.engine },
    )
  })
  afterAll(async () => {
    await server?.close()
    await platforms?.close()
  })

  const call = (cookie: string, method: string, path: string, body?: object) =>
    fetch(`${server.origin}${path}`, {
      method,
      headers: {
        cookie,
        origin: server.origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  const list = async (cookie: string) =>
    (await (await call(cookie, 'GET', '/api/watches')).json()) as {
      id: string
      address: string
      state: string
      paused_for: string | null
      next_run_at: string | null
      last_run: null | {
        outcome: string
        found: string[]
        new: string[]
        gone: string[]
        compared: boolean
        could_not_tell: number
      }
    }[]
  const mailsTo = async (address: string) =>
    (await readDevInbox(server.origin)).filter((m) => m.to === address)
  /** Asks for a watch and returns the token its mail carries. */
  async function ask(cookie: string, address: string, schedule = 'weekly') {
    const res = await call(cookie, 'POST', '/api/watches', { address, schedule })
    expect(res.status, await res.clone().text()).toBe(201)
    const [mail] = await mailsTo(address)
    expect(mail?.subject).toBe('Is this you? Confirm your SnoopLens watch')
    return new URL(linkIn(mail!.text)).searchParams.get('token')!
  }
  const verify = (cookie: string, token: string) =>
    call(cookie, 'POST', '/api/watches/verify', { token })
  /** Makes the watch due now, as its schedule would. */
  const due = (id: string) =>
    database.db
      .update(watches)
      .set({ nextRunAt: sql`now()` })
      .where(eq(watches.id, id))

  it('refuses a watch on an address nobody proved: no run, and the link works only for its asker, in date', async () => {
    const owner = await personWithCredits(database.db, 2)
    const stranger = await personWithCredits(database.db, 2)
    const address = `unproved-${target.name.toLowerCase()}@example.com`
    const token = await ask(owner.cookie, address)
    const [pending] = await list(owner.cookie)
    expect(pending).toMatchObject({
      address,
      state: 'unverified',
      next_run_at: null,
      last_run: null,
    })
    // However long the runners look, an unverified watch is never due.
    expect(await claimDueRuns(database.db, 100)).toEqual([])

    expect((await verify(owner.cookie, `${token}x`)).status).toBe(404)
    expect((await verify(stranger.cookie, token)).status).toBe(404)
    await database.db
      .update(watches)
      .set({ verifyExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(watches.id, pending!.id))
    expect((await verify(owner.cookie, token)).status).toBe(404)
    expect(platforms.searchesOf(address)).toBe(0)
    expect(await getCredits(database.db, owner.user.id)).toBe(2)

    // Asking again right away sends no second mail; a new link later works.
    const again = await call(owner.cookie, 'POST', '/api/watches', { address })
    expect(again.status).toBe(201)
    expect(await mailsTo(address)).toHaveLength(2)
    expect((await call(owner.cookie, 'POST', '/api/watches', { address })).status).toBe(429)
    const fresh = new URL(linkIn((await mailsTo(address))[0]!.text)).searchParams.get('token')!
    expect((await verify(owner.cookie, token)).status).toBe(404)
    expect((await verify(owner.cookie, fresh)).status).toBe(200)
  })

  it('refuses an address that is not one, and a schedule it does not offer', async () => {
    const owner = await personWithCredits(database.db, 0)
    const bad = await call(owner.cookie, 'POST', '/api/watches', { address: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'INVALID_QUERY' })
    const schedule = await call(owner.cookie, 'POST', '/api/watches', {
      address: 'ok@example.com',
      schedule: 'hourly',
    })
    expect(schedule.status).toBe(400)
    expect(await list(owner.cookie)).toEqual([])
    expect((await call('', 'GET', '/api/watches')).status).toBe(401)
  })

  it('runs from the verification link, spends a credit a run, and mails what is new or gone', async () => {
    const owner = await personWithCredits(database.db, 4)
    const address = `me-${target.name.toLowerCase()}@example.com`
    platforms.setAccounts(address, ['alpha', 'beta'])
    const token = await ask(owner.cookie, address, 'daily')
    expect((await verify(owner.cookie, token)).status).toBe(200)

    // The first run is due at once: a first look, one credit.
    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBe(2)
    const [first] = await mailsTo(address)
    expect(first!.subject).toBe('Your SnoopLens watch: first look')
    expect(first!.text).toMatch(/2 platforms:\n {2}• Alpha\n {2}• Beta/)
    expect(await getCredits(database.db, owner.user.id)).toBe(3)
    const [watch] = await list(owner.cookie)
    expect(watch).toMatchObject({
      state: 'active',
      last_run: { outcome: 'done', found: ['Alpha', 'Beta'], new: [], gone: [], compared: false },
    })
    // Next due a day after the first run was.
    const nextRun = new Date(watch!.next_run_at!).getTime()
    expect(nextRun - Date.now()).toBeGreaterThan(23 * 3600_000)

    // An account appears on Gamma, the one on Alpha goes.
    platforms.setAccounts(address, ['beta', 'gamma'])
    await due(watch!.id)
    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBe(3)
    const [second] = await mailsTo(address)
    expect(second!.subject).toBe('Your SnoopLens watch: 1 new, 1 gone')
    expect(second!.text).toContain('New since last time:\n  • Gamma')
    expect(second!.text).toContain('Gone since last time:\n  • Alpha')
    expect((await list(owner.cookie))[0]!.last_run).toMatchObject({
      found: ['Beta', 'Gamma'],
      new: ['Gamma'],
      gone: ['Alpha'],
      compared: true,
    })
    expect(await getCredits(database.db, owner.user.id)).toBe(2)

    // Gamma cannot tell this time: not called gone.
    platforms.setDown(['gamma'])
    await due(watch!.id)
    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBe(4)
    const [third] = await mailsTo(address)
    expect(third!.subject).toBe('Your SnoopLens watch: nothing changed')
    expect(third!.text).toContain("1 platform couldn't tell this time")
    expect(await getCredits(database.db, owner.user.id)).toBe(1)

    // Every platform down: the search told nothing, its credit comes back, no mail.
    platforms.setDown(['alpha', 'beta', 'gamma'])
    await due(watch!.id)
    await expect
      .poll(async () => (await list(owner.cookie))[0]!.last_run?.outcome, { timeout: 10_000 })
      .toBe('refunded')
    expect(await getCredits(database.db, owner.user.id)).toBe(1)
    expect(await mailsTo(address)).toHaveLength(4)
    platforms.setDown([])
    expect(await checkLedger(database.db, owner.user.id)).toMatchObject({ ok: true })
  })

  it('pauses a watch that finds no credit and says so in one mail, however often it comes due', async () => {
    const owner = await personWithCredits(database.db, 0)
    const address = `broke-${target.name.toLowerCase()}@example.com`
    expect((await verify(owner.cookie, await ask(owner.cookie, address))).status).toBe(200)
    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBe(2)
    const [watch] = await list(owner.cookie)
    expect(watch).toMatchObject({ paused_for: 'no_credits', last_run: { outcome: 'no_credits' } })
    const paused = (await mailsTo(address)).filter((m) => /paused/.test(m.subject))
    expect(paused.map((m) => m.subject)).toEqual(['Your SnoopLens watch is paused: out of credits'])
    // Paused, it is never claimed again; a second pause tells nobody.
    expect(await claimDueRuns(database.db, 100)).toEqual([])
    expect(await pauseForNoCredits(database.db, watch!.id)).toBe(false)
    expect(platforms.searchesOf(address)).toBe(0)
    expect(await getCredits(database.db, owner.user.id)).toBe(0)

    // Topped up and resumed, it runs at once.
    await database.db.execute(
      sql`update user_credits set credits = 1 where user_id = ${owner.user.id}`,
    )
    await database.db.execute(
      sql`insert into credit_ledger (user_id, delta, kind, reference) values (${owner.user.id}, 1, 'grant', ${`order-${owner.user.id}`})`,
    )
    expect(
      (await call(owner.cookie, 'PATCH', `/api/watches/${watch!.id}`, { state: 'active' })).status,
    ).toBe(200)
    await expect
      .poll(async () => (await list(owner.cookie))[0]!.last_run?.outcome, { timeout: 10_000 })
      .toBe('done')
    expect(await getCredits(database.db, owner.user.id)).toBe(0)
  })

  it("lets nobody else see, pause, resume or delete a person's watch", async () => {
    const owner = await personWithCredits(database.db, 1)
    const stranger = await personWithCredits(database.db, 1)
    const address = `mine-${target.name.toLowerCase()}@example.com`
    await ask(owner.cookie, address)
    const [watch] = await list(owner.cookie)
    const path = `/api/watches/${watch!.id}`
    expect(await list(stranger.cookie)).toEqual([])
    expect((await call(stranger.cookie, 'PATCH', path, { state: 'paused' })).status).toBe(404)
    expect((await call(stranger.cookie, 'PATCH', path, { state: 'active' })).status).toBe(404)
    expect((await call(stranger.cookie, 'DELETE', path)).status).toBe(404)
    expect((await call(stranger.cookie, 'DELETE', '/api/watches/not-a-uuid')).status).toBe(404)
    expect((await list(owner.cookie))[0]).toMatchObject({ id: watch!.id, state: 'unverified' })

    expect((await call(owner.cookie, 'DELETE', path)).status).toBe(204)
    expect(await list(owner.cookie)).toEqual([])
    expect((await call(owner.cookie, 'DELETE', path)).status).toBe(404)
  })

  it('pauses and resumes on its owner’s word, and keeps no address in the clear', async () => {
    const owner = await personWithCredits(database.db, 1)
    const address = `quiet-${target.name.toLowerCase()}@example.com`
    await ask(owner.cookie, address)
    const [watch] = await list(owner.cookie)
    await database.db
      .update(watches)
      .set({ state: 'active', nextRunAt: sql`now() + interval '7 days'` })
      .where(eq(watches.id, watch!.id))
    const path = `/api/watches/${watch!.id}`
    const paused = await call(owner.cookie, 'PATCH', path, { state: 'paused' })
    expect(await paused.json()).toMatchObject({
      state: 'paused',
      paused_for: 'owner',
      next_run_at: null,
    })
    const resumed = await call(owner.cookie, 'PATCH', path, {
      state: 'active',
      schedule: 'monthly',
    })
    expect(await resumed.json()).toMatchObject({
      state: 'active',
      schedule: 'monthly',
      paused_for: null,
    })

    // A shorter schedule brings the next run in: a day from now at the latest.
    const daily = await call(owner.cookie, 'PATCH', path, { schedule: 'daily' })
    const nextRun = new Date(((await daily.json()) as { next_run_at: string }).next_run_at)
    expect(nextRun.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000)
    expect(nextRun.getTime()).toBeGreaterThan(Date.now() + 86_000_000)

    const rows = await database.db.execute(
      sql`select (select string_agg(w::text, ' ') from watches w) as w, (select string_agg(r::text, ' ') from watch_runs r) as r`,
    )
    // What a copy of the tables would show: the address sealed, its key a keyed hash.
    const text = JSON.stringify(rows)
    expect(text).toContain(watch!.id)
    expect(text).not.toContain(address)
    expect(text).not.toContain('quiet-')
  })
})
