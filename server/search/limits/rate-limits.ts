import { createHmac } from 'node:crypto'
import { and, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rateLimitWindows } from '../../db/schema.ts'

export interface SearchLimits {
  /** Valid search requests per person per window. */
  perUser: number
  /** Valid search requests per IP address per window. */
  perIp: number
  windowMs: number
  /**
   * Invalid search requests (answered 400) per person and per address per window: a limit
   * of their own, looser, so a person who mistypes never uses up their searches. Default
   * three times the search limits.
   */
  invalid?: { perUser: number; perIp: number }
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterS: number }

/** Ended windows deleted per statement, and statements per sweep: short, bounded work. */
const SWEEP_BATCH = 1000
const SWEEP_BATCHES = 20

/**
 * A fixed-window counter per key (a user, an IP), kept in the database so that every
 * instance on it counts the same hits: one upsert per hit, atomic under concurrency, timed by
 * the database's clock (the instances' clocks may disagree). A key is stored as a keyed hash
 * (HMAC with `secret`, the instances' shared SESSION_SECRET): an IPv4 address's plain hash
 * could be reversed by trying them all. `scope` keeps a user's and an address's windows apart.
 */
export function createRateLimit(
  db: Db,
  options: { scope: string; max: number; windowMs: number; secret: string },
) {
  const { scope, max, windowMs, secret } = options
  const windowEnd = sql`now() + ${windowMs}::integer * interval '1 millisecond'`
  const ended = sql`${rateLimitWindows.endsAt} <= now()`
  return {
    /** Counts one hit; answers whether it is allowed and, if not, how long to wait. */
    async hit(key: string): Promise<RateVerdict> {
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key: hashKey(secret, scope, key), endsAt: windowEnd, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          // Both read the row as it was: an ended window starts again at this hit.
          set: {
            endsAt: sql`case when ${ended} then ${windowEnd} else ${rateLimitWindows.endsAt} end`,
            hits: sql`case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end`,
          },
        })
        .returning({
          hits: rateLimitWindows.hits,
          leftMs: sql<string>`extract(epoch from (${rateLimitWindows.endsAt} - now())) * 1000`,
        })
      if (!row || row.hits <= max) return { ok: true }
      return { ok: false, retryAfterS: Math.max(1, Math.ceil(Number(row.leftMs) / 1000)) }
    },
  }
}

function hashKey(secret: string, scope: string, key: string): string {
  return createHmac('sha256', secret).update(`rate-limit\n${scope}\n${key}`).digest('base64url')
}

/**
 * Deletes windows that have ended, whatever their limit, in short statements; returns how
 * many. Any instance may sweep: a hit on a swept key just starts a new window.
 */
export async function sweepEndedWindows(db: Db): Promise<number> {
  let deleted = 0
  for (let i = 0; i < SWEEP_BATCHES; i++) {
    const ended = lte(rateLimitWindows.endsAt, sql`now()`)
    const batch = db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(ended)
      .limit(SWEEP_BATCH)
    const rows = await db
      .delete(rateLimitWindows)
      // Checked again on the row itself: a window a hit has just restarted stays.
      .where(and(ended, inArray(rateLimitWindows.key, batch)))
      .returning({ key: rateLimitWindows.key })
    deleted += rows.length
    if (rows.length < SWEEP_BATCH) break
  }
  return deleted
}

export type SearchRateLimits = ReturnType<typeof createSearchRateLimits>

type RateLimit = ReturnType<typeof createRateLimit>

/** The person first, then (if they may) the address: a refused person uses up no address. */
async function personThenAddress(
  limits: { user: RateLimit; ip: RateLimit },
  userId: string,
  ip: string,
): Promise<RateVerdict> {
  const user = await limits.user.hit(userId)
  return user.ok ? limits.ip.hit(ip) : user
}

/**
 * The limits on search requests, per person and per IP address, shared by every instance
 * on the database: one pair for valid requests, one (looser) for invalid ones. A sweep of
 * ended windows runs every window or so (off the event loop's keep-alive; `close()` stops
 * it).
 */
export function createSearchRateLimits(
  db: Db,
  limits: SearchLimits,
  options: { secret: string; warn: (message: string, err: unknown) => void },
) {
  const { windowMs } = limits
  const invalid = limits.invalid ?? { perUser: limits.perUser * 3, perIp: limits.perIp * 3 }
  const make = (scope: string, max: number) =>
    createRateLimit(db, { secret: options.secret, scope, max, windowMs })
  const searches = {
    user: make('search-user', limits.perUser),
    ip: make('search-ip', limits.perIp),
  }
  const mistakes = {
    user: make('invalid-user', invalid.perUser),
    ip: make('invalid-ip', invalid.perIp),
  }

  let sweeping: Promise<unknown> | undefined
  const timer = setInterval(() => {
    // A sweep still running (a slow database) is not doubled.
    sweeping ??= sweepEndedWindows(db)
      .catch((err: unknown) => options.warn('rate limit sweep failed', err))
      .finally(() => (sweeping = undefined))
  }, windowMs)
  timer.unref()

  return {
    /**
     * Counts a valid search request against its person, then (if they may) its address. A
     * database that cannot be reached throws, as everywhere: the request answers 503.
     */
    hit: (userId: string, ip: string) => personThenAddress(searches, userId, ip),
    /** Counts an invalid search request, apart from the searches. */
    hitInvalid: (userId: string, ip: string) => personThenAddress(mistakes, userId, ip),
    /** Stops the sweeps, after the one under way. */
    async close() {
      clearInterval(timer)
      await sweeping
    },
  }
}
