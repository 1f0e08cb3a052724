import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { creditLedger, userCredits } from '../db/schema.ts'
import { checkLedger, grantForOrder, reverseOrder, settleSpend, spendCredit } from './ledger.ts'

const LEASE = { owner: 'ledger-test', ttlMs: 60_000 }

/**
 * Runs `task` `times` times, `atMost` at once. Twenty spends in flight are as many as the test
 * database's pool has connections: the database sees the same race as with all 300 started
 * together, and none waits for a connection past the pool's 5 s, as the last of 300 queued in
 * the pool once did on a loaded machine.
 */
async function inFlightAtMost<T>(atMost: number, times: number, task: () => Promise<T>) {
  const results: T[] = []
  let next = 0
  const lane = async () => {
    while (next < times) {
      next++
      results.push(await task())
    }
  }
  await Promise.all(Array.from({ length: atMost }, lane))
  return results
}

describe.each(testDatabaseTargets())('credit ledger on $name', (target) => {
  const database = useDatabase(target)

  const balance = async (userId: string) =>
    (await database.db.select().from(userCredits).where(eq(userCredits.userId, userId)))[0]?.credits

  it('300 spends racing twenty at a time against a balance of 100: exactly 100 succeed', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-concurrency', 100)
    const results = await inFlightAtMost(20, 300, () =>
      spendCredit(database.db, user.id, 'username', LEASE),
    )
    expect(results.filter(Boolean)).toHaveLength(100)
    expect(await balance(user.id)).toBe(0)
    expect(await checkLedger(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0, ok: true })
  })

  it('refuses to spend from an empty balance', async () => {
    const { user } = await createSignedInUser(database.db)
    expect(await spendCredit(database.db, user.id, 'email', LEASE)).toBeNull()
    expect(await balance(user.id)).toBe(0)
  })

  it('records the search type of a spend, and nothing of the query', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-type', 1)
    const spend = await spendCredit(database.db, user.id, 'phone', LEASE)
    const rows = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, spend?.spendId ?? ''))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'spend', delta: -1, searchType: 'phone' })
  })

  it('refunds a spend once, however often asked', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-refund', 2)
    const spend = await spendCredit(database.db, user.id, 'username', LEASE)
    expect(spend?.balance).toBe(1)
    const settlements = await Promise.all(
      Array.from({ length: 5 }, () => settleSpend(database.db, spend!.spendId, 'refund')),
    )
    expect(settlements.map((s) => s.outcome).sort()).toEqual([
      'already-settled',
      'already-settled',
      'already-settled',
      'already-settled',
      'refunded',
    ])
    expect(await balance(user.id)).toBe(2)
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
  })

  it('keeps a spent credit when the search told something, and settles it once', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-kept', 1)
    const spend = await spendCredit(database.db, user.id, 'username', LEASE)
    expect((await settleSpend(database.db, spend!.spendId, 'keep')).outcome).toBe('kept')
    expect((await settleSpend(database.db, spend!.spendId, 'refund')).outcome).toBe(
      'already-settled',
    )
    expect(await balance(user.id)).toBe(0)
  })

  it('does not refund a spend that never happened', async () => {
    const { user } = await createSignedInUser(database.db)
    expect((await settleSpend(database.db, 'no-such-spend', 'refund')).outcome).toBe(
      'already-settled',
    )
    expect(await balance(user.id)).toBe(0)
  })

  it('grants an order once', async () => {
    const { user } = await createSignedInUser(database.db)
    const grants = await Promise.all(
      Array.from({ length: 10 }, () => grantForOrder(database.db, user.id, 'order-once', 6)),
    )
    expect(grants.filter(Boolean)).toHaveLength(1)
    expect(await balance(user.id)).toBe(6)
  })

  it('reverses only what is left of an order, never below zero', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-rev', 6)
    for (let i = 0; i < 4; i++) {
      const spend = await spendCredit(database.db, user.id, 'username', LEASE)
      await settleSpend(database.db, spend!.spendId, 'keep') // searches that told something
    }
    expect(await reverseOrder(database.db, user.id, 'order-rev', 6)).toBe(2)
    expect(await reverseOrder(database.db, user.id, 'order-rev', 6)).toBe(0)
    expect(await balance(user.id)).toBe(0)
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
  })
})
