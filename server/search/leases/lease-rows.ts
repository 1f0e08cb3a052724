import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creditLedger, searchLeases } from '../../db/schema.ts'
import type { LeaseTerms } from '../../credits/ledger.ts'

/** The statements on `search_leases` each lease step takes: one row, one statement. */

const expiry = (ttlMs: number) => sql`now() + ${ttlMs} * interval '1 millisecond'`

/** Pushes back the expiry of every lease this instance holds. */
export async function renewLeases(db: Db, { owner, ttlMs }: LeaseTerms) {
  await db
    .update(searchLeases)
    .set({ expiresAt: expiry(ttlMs) })
    .where(eq(searchLeases.owner, owner))
}

/**
 * Which leases belong to instances that are gone: every other owner's, for a process that
 * knows it is alone; else those past their expiry and older than the longest a search runs.
 */
export function abandonedLeases(
  { owner }: LeaseTerms,
  scope: { everyOtherOwner?: boolean; minAgeMs: number },
) {
  return scope.everyOtherOwner
    ? ne(searchLeases.owner, owner)
    : and(
        lt(searchLeases.expiresAt, sql`now()`),
        lt(searchLeases.startedAt, sql`now() - ${scope.minAgeMs} * interval '1 millisecond'`),
      )
}

/** The spends of the leases a condition picks, a bounded batch at a time. */
export async function spendsOf(db: Db, condition: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ spendId: searchLeases.spendId })
    .from(searchLeases)
    .where(condition)
    .limit(500)
  return rows.map((row) => row.spendId)
}

/** Takes a search's lease for this instance: false when the search was settled already. */
export async function claimLease(db: Db, { owner, ttlMs }: LeaseTerms, spendId: string) {
  const rows = await db
    .update(searchLeases)
    .set({ owner, startedAt: sql`now()`, expiresAt: expiry(ttlMs) })
    .where(eq(searchLeases.spendId, spendId))
    .returning({ spendId: searchLeases.spendId })
  return rows.length > 0
}

/** Records the first delivered verdict: false when the search was settled already. */
export async function markDelivered(db: Db, spendId: string) {
  const rows = await db
    .update(searchLeases)
    .set({ deliveredAt: sql`coalesce(${searchLeases.deliveredAt}, now())` })
    .where(eq(searchLeases.spendId, spendId))
    .returning({ spendId: searchLeases.spendId })
  return rows.length > 0
}

/** Whether a settled search's credit went back. */
export async function wasRefunded(db: Db, spendId: string) {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, 'refund'), eq(creditLedger.reference, spendId)))
    .limit(1)
  return rows.length > 0
}
