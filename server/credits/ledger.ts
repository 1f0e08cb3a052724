import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { creditLedger, searchLeases, userCredits } from '../db/schema.ts'

/** A transaction or the database itself: ledger steps run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

/** Who runs the search a credit is spent on, and how long its lease lasts unrenewed. */
export interface LeaseTerms {
  owner: string
  ttlMs: number
}

/**
 * Takes one credit, or none when the balance is under 1: a single conditional UPDATE, so
 * concurrent spends can never take the balance below zero. The search it pays for takes a
 * lease in the same transaction, so a crash right after still leaves a trace to settle.
 * Returns the spend's id (to settle it later) and the new balance, or null.
 */
export async function spendCredit(
  db: Db,
  userId: string,
  searchType: string,
  lease: LeaseTerms,
): Promise<{ spendId: string; balance: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userCredits)
      .set({ credits: sql`${userCredits.credits} - 1`, updatedAt: sql`now()` })
      .where(and(eq(userCredits.userId, userId), sql`${userCredits.credits} >= 1`))
      .returning({ credits: userCredits.credits })
    if (!row) return null
    const spendId = randomUUID()
    await tx
      .insert(creditLedger)
      .values({ userId, delta: -1, kind: 'spend', reference: spendId, searchType })
    await tx.insert(searchLeases).values({
      spendId,
      userId,
      owner: lease.owner,
      expiresAt: sql`now() + ${lease.ttlMs} * interval '1 millisecond'`,
    })
    return { spendId, balance: row.credits }
  })
}

/**
 * How a search's credit ended: given back, kept (the search told something), forfeited (it
 * would have been given back, but its order was refunded meanwhile and took it), or nothing
 * at all because it was settled before.
 */
export type Settlement = 'refunded' | 'kept' | 'forfeited' | 'already-settled'

/**
 * What a search's end asks of its credit: give it back, keep it, or let the lease decide
 * (given back unless a verdict reached the person).
 */
export type SettleIntent = 'refund' | 'keep' | 'refund-unless-delivered'

/**
 * Ends a search's lease, exactly once however many instances try: the DELETE of the lease
 * row is the claim. `intent` decides whether the credit goes back; 'refund-unless-delivered'
 * lets the lease decide (nothing reached the person: give it back). `condition` narrows which
 * leases may be taken (an abandoned one only).
 */
export async function settleSpend(
  db: Db,
  spendId: string,
  intent: SettleIntent,
  condition?: SQL,
): Promise<{ outcome: Settlement; userId?: string }> {
  return db.transaction(async (tx) => {
    const [lease] = await tx
      .select({ userId: searchLeases.userId })
      .from(searchLeases)
      .where(eq(searchLeases.spendId, spendId))
    if (!lease) return { outcome: 'already-settled' as const }
    // The balance row first, then the lease, as a reversal takes them: no deadlock.
    await tx
      .select({ credits: userCredits.credits })
      .from(userCredits)
      .where(eq(userCredits.userId, lease.userId))
      .for('update')
    const [gone] = await tx
      .delete(searchLeases)
      .where(
        condition
          ? and(eq(searchLeases.spendId, spendId), condition)
          : eq(searchLeases.spendId, spendId),
      )
      .returning({ deliveredAt: searchLeases.deliveredAt, reversedBy: searchLeases.reversedBy })
    if (!gone) return { outcome: 'already-settled' as const }
    const userId = lease.userId
    const giveBack =
      intent === 'refund-unless-delivered' ? gone.deliveredAt === null : intent === 'refund'
    if (!giveBack) return { outcome: 'kept' as const, userId }
    const [refunded] = await tx
      .insert(creditLedger)
      .values({ userId, delta: 1, kind: 'refund', reference: spendId })
      .onConflictDoNothing()
      .returning({ id: creditLedger.id })
    if (!refunded) return { outcome: 'already-settled' as const, userId }
    if (gone.reversedBy) {
      // The order's refund already counted this credit as taken back: the refund goes to it.
      await tx.insert(creditLedger).values({
        userId,
        delta: -1,
        kind: 'reversal',
        reference: `${gone.reversedBy}:${spendId}`,
      })
      return { outcome: 'forfeited' as const, userId }
    }
    await addToBalance(tx, userId, 1)
    return { outcome: 'refunded' as const, userId }
  })
}

/** Credits an order's pack, once per order whatever the number of deliveries. */
export async function grantForOrder(
  tx: Tx,
  userId: string,
  orderId: string,
  credits: number,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(creditLedger)
    .values({ userId, delta: credits, kind: 'grant', reference: orderId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id })
  if (!inserted) return false
  await addToBalance(tx, userId, credits)
  return true
}

/**
 * Takes back credits of a refunded order, once per `reference` (the order id for a full
 * refund; one reference per step of partial refunds): at most `credits`, out of what the
 * person still holds, which is their balance and the credits of searches still running (see
 * docs/decisions/009-refunds-and-running-searches.md). What the balance cannot cover is
 * claimed from running searches for the order: if one of them ends up refunded, its credit
 * goes to the order instead of the balance. Credits already spent on searches that told
 * something stay spent. Returns the number of credits taken back (from the balance and from
 * running searches).
 */
export async function reverseOrder(
  tx: Tx,
  userId: string,
  orderId: string,
  credits: number,
  reference = orderId,
): Promise<number> {
  await tx.insert(userCredits).values({ userId, credits: 0 }).onConflictDoNothing()
  const [current] = await tx
    .select({ credits: userCredits.credits })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
    .for('update')
  const running = await tx
    .select({ spendId: searchLeases.spendId })
    .from(searchLeases)
    .where(and(eq(searchLeases.userId, userId), isNull(searchLeases.reversedBy)))
    .orderBy(desc(searchLeases.startedAt))
    .for('update')
  const balance = current?.credits ?? 0
  const taken = Math.min(credits, balance + running.length)
  const fromBalance = Math.min(taken, balance)
  const [inserted] = await tx
    .insert(creditLedger)
    .values({ userId, delta: -fromBalance, kind: 'reversal', reference })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id })
  if (!inserted) return 0
  if (fromBalance > 0) await addToBalance(tx, userId, -fromBalance)
  const claimed = running.slice(0, taken - fromBalance).map((r) => r.spendId)
  if (claimed.length > 0) {
    await tx
      .update(searchLeases)
      .set({ reversedBy: orderId })
      .where(inArray(searchLeases.spendId, claimed))
  }
  return taken
}

async function addToBalance(tx: Tx, userId: string, delta: number) {
  // Make sure the row exists first: an INSERT carrying a negative delta would trip the
  // non-negative check before ON CONFLICT could turn it into an update.
  await tx.insert(userCredits).values({ userId, credits: 0 }).onConflictDoNothing()
  await tx
    .update(userCredits)
    .set({ credits: sql`${userCredits.credits} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(userCredits.userId, userId))
}

/** The ledger invariant: the balance equals the sum of the user's ledger entries. */
export async function checkLedger(
  db: Db,
  userId: string,
): Promise<{ balance: number; ledgerSum: number; ok: boolean }> {
  const [balanceRow] = await db
    .select({ credits: userCredits.credits })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
  const [sumRow] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
  const balance = balanceRow?.credits ?? 0
  const ledgerSum = Number(sumRow?.sum ?? 0)
  return { balance, ledgerSum, ok: balance === ledgerSum }
}
