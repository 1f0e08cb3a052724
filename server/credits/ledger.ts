import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { creditLedger, userCredits } from '../db/schema.ts'

/** A transaction or the database itself: ledger steps run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

/**
 * Takes one credit, or none when the balance is under 1: a single conditional UPDATE, so
 * concurrent spends can never take the balance below zero. Returns the spend's id (to refund
 * it later) and the new balance, or null.
 */
export async function spendCredit(
  db: Db,
  userId: string,
  searchType: string,
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
    return { spendId, balance: row.credits }
  })
}

/** Gives a spent credit back (a search that failed everywhere). Once per spend. */
export async function refundCredit(db: Db, userId: string, spendId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spend] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, userId),
          eq(creditLedger.kind, 'spend'),
          eq(creditLedger.reference, spendId),
        ),
      )
    if (!spend) return false
    const [inserted] = await tx
      .insert(creditLedger)
      .values({ userId, delta: 1, kind: 'refund', reference: spendId })
      .onConflictDoNothing()
      .returning({ id: creditLedger.id })
    if (!inserted) return false
    await addToBalance(tx, userId, 1)
    return true
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
 * Takes back what is left of a refunded order's credits: at most the order's credits, never
 * more than the balance (credits already spent on searches stay spent). Once per order.
 */
export async function reverseOrder(
  tx: Tx,
  userId: string,
  orderId: string,
  credits: number,
): Promise<number> {
  const [current] = await tx
    .select({ credits: userCredits.credits })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
    .for('update')
  const amount = Math.min(credits, current?.credits ?? 0)
  const [inserted] = await tx
    .insert(creditLedger)
    .values({ userId, delta: -amount, kind: 'reversal', reference: orderId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id })
  if (!inserted || amount === 0) return 0
  await addToBalance(tx, userId, -amount)
  return amount
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
