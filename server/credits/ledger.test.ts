import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabaseTargets } from '../../tests/support/databases.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import type { Database } from '../db/client.ts'
import { creditLedger, userCredits } from '../db/schema.ts'
import { checkLedger, grantForOrder, refundCredit, reverseOrder, spendCredit } from './ledger.ts'

describe.each(testDatabaseTargets())('credit ledger on $name', (target) => {
  let database: Database
  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(async () => {
    await database.close()
  })

  const balance = async (userId: string) =>
    (await database.db.select().from(userCredits).where(eq(userCredits.userId, userId)))[0]?.credits

  it('300 concurrent spends against a balance of 100: exactly 100 succeed', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-concurrency', 100)
    const results = await Promise.all(
      Array.from({ length: 300 }, () => spendCredit(database.db, user.id, 'username')),
    )
    expect(results.filter(Boolean)).toHaveLength(100)
    expect(await balance(user.id)).toBe(0)
    expect(await checkLedger(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0, ok: true })
  })

  it('refuses to spend from an empty balance', async () => {
    const { user } = await createSignedInUser(database.db)
    expect(await spendCredit(database.db, user.id, 'email')).toBeNull()
    expect(await balance(user.id)).toBe(0)
  })

  it('records the search type of a spend, and nothing of the query', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'order-type', 1)
    const spend = await spendCredit(database.db, user.id, 'phone')
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
    const spend = await spendCredit(database.db, user.id, 'username')
    expect(spend?.balance).toBe(1)
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => refundCredit(database.db, user.id, spend!.spendId)),
    )
    expect(refunds.filter(Boolean)).toHaveLength(1)
    expect(await balance(user.id)).toBe(2)
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
  })

  it('does not refund a spend of another user, or one that never happened', async () => {
    const a = await createSignedInUser(database.db, 'a')
    const b = await createSignedInUser(database.db, 'b')
    await grantForOrder(database.db, a.user.id, 'order-a', 1)
    const spend = await spendCredit(database.db, a.user.id, 'username')
    expect(await refundCredit(database.db, b.user.id, spend!.spendId)).toBe(false)
    expect(await refundCredit(database.db, a.user.id, 'no-such-spend')).toBe(false)
    expect(await balance(b.user.id)).toBe(0)
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
    for (let i = 0; i < 4; i++) await spendCredit(database.db, user.id, 'username')
    expect(await reverseOrder(database.db, user.id, 'order-rev', 6)).toBe(2)
    expect(await reverseOrder(database.db, user.id, 'order-rev', 6)).toBe(0)
    expect(await balance(user.id)).toBe(0)
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
  })
})
