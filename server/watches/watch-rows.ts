import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { watchRuns, watches } from '../db/schema.ts'

export type WatchRow = typeof watches.$inferSelect
export type WatchRunRow = typeof watchRuns.$inferSelect
export type Schedule = WatchRow['schedule']

/** How long a verification link works. */
export const VERIFY_TTL_MS = 24 * 60 * 60_000
/** A new verification mail for the same watch waits this long after the last. */
export const RESEND_AFTER_MS = 60_000
/** Watches one person may hold, verified or not. */
export const MAX_WATCHES = 5

const INTERVALS: Record<Schedule, string> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
}

/** The schedule's step as SQL, chosen by the row's own schedule column. */
const stepOf = sql`(case ${watches.schedule}
  when 'daily' then interval '${sql.raw(INTERVALS.daily)}'
  when 'monthly' then interval '${sql.raw(INTERVALS.monthly)}'
  else interval '${sql.raw(INTERVALS.weekly)}' end)`

/** A person's watches, newest first. */
export const watchesOf = (db: Db, userId: string) =>
  db.select().from(watches).where(eq(watches.userId, userId)).orderBy(desc(watches.createdAt))

/** A person's watch by id; anyone else's is none. */
export async function watchOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, userId)))
  return row
}

/** The latest finished run of each watch (running ones are not news yet). */
export async function latestRuns(db: Db, watchIds: string[]): Promise<Map<string, WatchRunRow>> {
  if (watchIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([watchRuns.watchId])
    .from(watchRuns)
    .where(and(inArray(watchRuns.watchId, watchIds), ne(watchRuns.outcome, 'running')))
    .orderBy(watchRuns.watchId, desc(watchRuns.startedAt))
  return new Map(rows.map((r) => [r.watchId, r]))
}

/** The last run that saw the platforms (done), to compare a new one with. */
export async function lastDoneRun(db: Db, watchId: string, before: string) {
  const [row] = await db
    .select()
    .from(watchRuns)
    .where(
      and(eq(watchRuns.watchId, watchId), eq(watchRuns.outcome, 'done'), ne(watchRuns.id, before)),
    )
    .orderBy(desc(watchRuns.startedAt))
    .limit(1)
  return row
}

/**
 * A new unverified watch, or (the same address again, not yet verified) its link renewed.
 * `tooSoon` when the last link went out under a minute ago; `verified` when the person
 * already watches the address; `full` at MAX_WATCHES.
 */
export async function createOrRenew(
  db: Db,
  init: { userId: string; sealedAddress: string; addressKey: string; schedule: Schedule },
  tokenHash: string,
): Promise<
  | { ok: true; watch: WatchRow }
  | { ok: false; reason: 'verified' | 'too-soon' | 'full'; watch?: WatchRow }
> {
  return db.transaction(async (tx) => {
    // One person's creations one at a time, so the count below holds.
    await tx.execute(sql`select pg_advisory_xact_lock(727010, hashtext(${init.userId}))`)
    const [existing] = await tx
      .select()
      .from(watches)
      .where(and(eq(watches.userId, init.userId), eq(watches.addressKey, init.addressKey)))
    const expires = sql`now() + ${VERIFY_TTL_MS} * interval '1 millisecond'`
    if (existing) {
      if (existing.state !== 'unverified') return { ok: false, reason: 'verified', watch: existing }
      const [renewed] = await tx
        .update(watches)
        .set({ verifyTokenHash: tokenHash, verifyExpiresAt: expires, schedule: init.schedule })
        .where(
          and(
            eq(watches.id, existing.id),
            sql`${watches.verifyExpiresAt} <= now() + ${VERIFY_TTL_MS - RESEND_AFTER_MS} * interval '1 millisecond'`,
          ),
        )
        .returning()
      return renewed ? { ok: true, watch: renewed } : { ok: false, reason: 'too-soon' }
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(watches)
      .where(eq(watches.userId, init.userId))
    if (count >= MAX_WATCHES) return { ok: false, reason: 'full' }
    const [created] = await tx
      .insert(watches)
      .values({ ...init, verifyTokenHash: tokenHash, verifyExpiresAt: expires })
      .returning()
    return { ok: true, watch: created! }
  })
}

/**
 * Verifies the signed-in person's watch whose link carries this token: it turns active and
 * its first run is due now. Undefined when no such unverified watch of theirs is in date.
 */
export async function verify(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .update(watches)
    .set({ state: 'active', verifyTokenHash: null, verifyExpiresAt: null, nextRunAt: sql`now()` })
    .where(
      and(
        eq(watches.verifyTokenHash, tokenHash),
        eq(watches.userId, userId),
        eq(watches.state, 'unverified'),
        sql`${watches.verifyExpiresAt} > now()`,
      ),
    )
    .returning()
  return row
}

/** Pauses or resumes the person's verified watch, or changes its schedule. */
export async function update(
  db: Db,
  userId: string,
  id: string,
  change: { state?: 'active' | 'paused'; schedule?: Schedule },
) {
  // Resumed: due now if its time passed while paused. A shorter schedule brings the next
  // run in to one new step from now.
  let next = sql`${watches.nextRunAt}`
  if (change.state === 'active') next = sql`greatest(coalesce(${next}, now()), now())`
  if (change.schedule)
    next = sql`least(${next}, now() + interval '${sql.raw(INTERVALS[change.schedule])}')`
  const set = {
    ...(change.schedule ? { schedule: change.schedule } : {}),
    ...(change.state === 'paused' ? { state: 'paused' as const, pausedFor: 'owner' as const } : {}),
    ...(change.state === 'active' ? { state: 'active' as const, pausedFor: null } : {}),
    ...(change.state === 'active' || change.schedule ? { nextRunAt: next } : {}),
  }
  if (Object.keys(set).length === 0) return watchOf(db, userId, id)
  const [row] = await db
    .update(watches)
    .set(set)
    .where(and(eq(watches.id, id), eq(watches.userId, userId), ne(watches.state, 'unverified')))
    .returning()
  return row
}

export async function remove(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, userId)))
    .returning({ id: watches.id })
  return rows.length > 0
}

/** A run an instance claimed: the watch's owner, its sealed address, the run's id. */
export interface ClaimedRun {
  runId: string
  watchId: string
  userId: string
  sealedAddress: string
  dueAt: Date
}

/**
 * Claims up to `limit` due runs for this instance. Each due watch is locked (others skip it),
 * its next run moved one step on, and a run row written for the due time it had: whichever
 * instance claims first runs it, and the unique (watch, due time) refuses a second run of
 * the same time however the claims interleave.
 */
export async function claimDueRuns(db: Db, limit: number): Promise<ClaimedRun[]> {
  if (limit <= 0) return []
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: watches.id,
        userId: watches.userId,
        sealedAddress: watches.sealedAddress,
        nextRunAt: watches.nextRunAt,
      })
      .from(watches)
      .where(and(eq(watches.state, 'active'), lte(watches.nextRunAt, sql`now()`)))
      .orderBy(asc(watches.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    // A run of these watches still "running" when their next due time comes had its instance
    // stopped under it (a run lasts minutes, the next comes a schedule step later; the leases
    // settled its search): it failed.
    await tx
      .update(watchRuns)
      .set({ outcome: 'failed', finishedAt: sql`now()` })
      .where(
        and(
          inArray(
            watchRuns.watchId,
            due.map((w) => w.id),
          ),
          eq(watchRuns.outcome, 'running'),
        ),
      )
    const claimed: ClaimedRun[] = []
    for (const watch of due) {
      const dueAt = watch.nextRunAt!
      // From its due time, one step on; after a long outage, one step from now (a missed
      // run is not made up for by a burst of runs).
      await tx
        .update(watches)
        .set({
          nextRunAt: sql`case when ${watches.nextRunAt} + ${stepOf} > now()
            then ${watches.nextRunAt} + ${stepOf} else now() + ${stepOf} end`,
        })
        .where(eq(watches.id, watch.id))
      const [run] = await tx
        .insert(watchRuns)
        .values({ watchId: watch.id, dueAt })
        .onConflictDoNothing()
        .returning({ id: watchRuns.id })
      if (run)
        claimed.push({
          runId: run.id,
          watchId: watch.id,
          userId: watch.userId,
          sealedAddress: watch.sealedAddress,
          dueAt,
        })
    }
    return claimed
  })
}

/** Records how a run ended. */
export async function finishRun(
  db: Db,
  runId: string,
  result: Partial<Omit<WatchRunRow, 'id' | 'watchId' | 'dueAt' | 'startedAt'>> & {
    outcome: Exclude<WatchRunRow['outcome'], 'running'>
  },
) {
  await db
    .update(watchRuns)
    .set({ ...result, finishedAt: sql`now()` })
    .where(eq(watchRuns.id, runId))
}

/**
 * Pauses an active watch whose run found no credit, due again as soon as it is resumed; true
 * only for the one call that paused it, so its owner is told once.
 */
export async function pauseForNoCredits(db: Db, watchId: string): Promise<boolean> {
  const rows = await db
    .update(watches)
    .set({ state: 'paused', pausedFor: 'no_credits', nextRunAt: sql`now()` })
    .where(and(eq(watches.id, watchId), eq(watches.state, 'active')))
    .returning({ id: watches.id })
  return rows.length > 0
}

/** Whether the watch still exists (a deleted watch's run tells nobody anything). */
export async function exists(db: Db, watchId: string): Promise<boolean> {
  const [row] = await db.select({ id: watches.id }).from(watches).where(eq(watches.id, watchId))
  return row !== undefined
}
