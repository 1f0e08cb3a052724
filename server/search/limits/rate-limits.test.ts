import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../db/client.ts'
import { rateLimitWindows } from '../../db/schema.ts'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'
import { testDatabaseTargets, useDatabase } from '../../../tests/support/databases.ts'
import { createRateLimit, createSearchRateLimits, sweepEndedWindows } from './rate-limits.ts'

const secret = 'a-secret-shared-by-the-instances-0123456789'
const minute = 60_000

describe.each(testDatabaseTargets())('search rate limits on $name', (target) => {
  const database = useDatabase(target)
  beforeEach(async () => {
    await database.db.delete(rateLimitWindows)
  })

  const limit = (max: number, scope = 'test') =>
    createRateLimit(database.db, { scope, max, windowMs: minute, secret })
  /** Moves every window's end to `seconds` from now (negative: it has ended). */
  const endWindowsIn = (seconds: number) =>
    database.db
      .update(rateLimitWindows)
      .set({ endsAt: sql`now() + ${seconds}::float8 * interval '1 second'` })

  it('allows max hits in a window, then refuses until it ends', async () => {
    const three = limit(3)
    const verdicts = []
    for (let i = 0; i < 5; i++) verdicts.push(await three.hit('ada'))
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    for (const refused of verdicts.slice(3)) {
      expect(refused.ok).toBe(false)
      // The whole window is still to wait (give or take the test's own second).
      expect(refused.ok === false && refused.retryAfterS).toBeGreaterThanOrEqual(59)
      expect(refused.ok === false && refused.retryAfterS).toBeLessThanOrEqual(60)
    }
    // Another key has its own window.
    expect(await three.hit('grace')).toEqual({ ok: true })
  })

  it('says to retry when the window ends, in whole seconds, never 0', async () => {
    const one = limit(1)
    await one.hit('ada')
    await endWindowsIn(2.5)
    expect(await one.hit('ada')).toEqual({ ok: false, retryAfterS: 3 })
    await endWindowsIn(0.2)
    expect(await one.hit('ada')).toEqual({ ok: false, retryAfterS: 1 })
  })

  it('starts a new window at the first hit after one ended', async () => {
    const two = limit(2)
    await two.hit('ada')
    await two.hit('ada')
    expect((await two.hit('ada')).ok).toBe(false)
    await endWindowsIn(-1)
    expect(await two.hit('ada')).toEqual({ ok: true })
    expect(await two.hit('ada')).toEqual({ ok: true })
    const refused = await two.hit('ada')
    expect(refused.ok === false && refused.retryAfterS).toBeGreaterThanOrEqual(59)
    const [row] = await database.db.select().from(rateLimitWindows)
    expect(row?.hits).toBe(3)
  })

  it('counts hits arriving at once exactly: one atomic upsert each', async () => {
    const ten = limit(10)
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => ten.hit('crowd')))
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10)
  })

  it('stores keyed hashes only: no user id or address, not even their plain hash', async () => {
    const userId = '7f3c2a9e-2d4b-4c55-9f1e-3a2b1c0d9e8f'
    const ip = '203.0.113.7'
    await limit(5, 'search-user').hit(userId)
    await limit(5, 'search-ip').hit(ip)
    const rows = await database.db.select().from(rateLimitWindows)
    expect(rows).toHaveLength(2)
    const stored = JSON.stringify(rows)
    for (const plain of [userId, ip]) {
      expect(stored).not.toContain(plain)
      for (const encoding of ['hex', 'base64url'] as const)
        expect(stored).not.toContain(createHash('sha256').update(plain).digest(encoding))
    }
    // The same key under another secret (another deployment) is another row.
    await createRateLimit(database.db, {
      scope: 'search-ip',
      max: 5,
      windowMs: minute,
      secret: 'another-secret-0123456789-0123456789',
    }).hit(ip)
    expect(await database.db.select().from(rateLimitWindows)).toHaveLength(3)
  })

  it('sweeps ended windows of every length, and only those', async () => {
    const short = createRateLimit(database.db, { scope: 's', max: 5, windowMs: 1000, secret })
    await short.hit('ada')
    await limit(5).hit('ada')
    await endWindowsIn(-1)
    await limit(5).hit('grace')
    expect(await sweepEndedWindows(database.db)).toBe(2)
    expect(await database.db.select().from(rateLimitWindows)).toHaveLength(1)
  })

  it('sweeps in bounded statements until nothing ended is left', async () => {
    await database.db.execute(sql`
      insert into rate_limit_windows (key, ends_at, hits)
      select 'k' || n, now() - interval '1 second', 1 from generate_series(1, 2500) as n`)
    expect(await sweepEndedWindows(database.db)).toBe(2500)
    expect(await database.db.select().from(rateLimitWindows)).toHaveLength(0)
  })

  it('checks the person before the address, and counts no address for a refused person', async () => {
    const limits = createSearchRateLimits(
      database.db,
      { perUser: 1, perIp: 2, windowMs: minute },
      { secret, warn: () => undefined },
    )
    try {
      expect(await limits.hit('ada', '198.51.100.1')).toEqual({ ok: true })
      expect((await limits.hit('ada', '198.51.100.1')).ok).toBe(false)
      expect((await limits.hit('ada', '198.51.100.1')).ok).toBe(false)
      // Ada's refused tries did not use up the address: one more person may start from it.
      expect(await limits.hit('grace', '198.51.100.1')).toEqual({ ok: true })
      expect((await limits.hit('linus', '198.51.100.1')).ok).toBe(false)
    } finally {
      await limits.close()
    }
  })
})

describe.each(testDatabaseTargets().filter((t) => t.name === 'PostgreSQL'))(
  'search rate limits when $name cannot be reached',
  (target) => {
    it('throw what the app answers 503 for, and the sweep only warns', async () => {
      const shared = await target.open()
      const url = (shared.pool?.options as { connectionString: string }).connectionString
      const gone = await openDatabase({ kind: 'postgres', url })
      await gone.close()
      const warnings: string[] = []
      const limits = createSearchRateLimits(
        gone.db,
        { perUser: 1, perIp: 1, windowMs: 50 },
        { secret, warn: (message) => warnings.push(message) },
      )
      try {
        const err = await limits.hit('ada', '198.51.100.1').catch((e: unknown) => e)
        expect(isDatabaseUnavailable(err)).toBe(true)
        await expect.poll(() => warnings, { timeout: 5000 }).toContain('rate limit sweep failed')
      } finally {
        await limits.close()
        await shared.close()
      }
    })
  },
)
