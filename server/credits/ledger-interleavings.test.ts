import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { searchLeases } from '../db/schema.ts'
import { createSearchLeases } from '../search/leases/leases.ts'
import { createMemorySearchStore } from '../search/store/memory-store.ts'
import { createLocalCreditsBus } from './bus.ts'
import { checkLedger, grantForOrder, reverseOrder, settleSpend, spendCredit } from './ledger.ts'

const LEASE = { owner: 'interleavings', ttlMs: 60_000 }

/** Every order of `items` that keeps each listed pair (a before b) in order. */
function interleavings<T>(items: T[], before: [T, T][]): T[][] {
  if (items.length === 0) return [[]]
  return items.flatMap((first) =>
    before.some(([a, b]) => b === first && items.includes(a))
      ? []
      : interleavings(
          items.filter((i) => i !== first),
          before,
        ).map((rest) => [first, ...rest]),
  )
}

describe.each(testDatabaseTargets())('the ledger in every interleaving, on $name', (target) => {
  const database = useDatabase(target)

  const reverse = (userId: string, orderId: string, credits: number) =>
    database.db.transaction((tx) => reverseOrder(tx, userId, orderId, credits))

  /**
   * One order of 1 credit, one search: spend it (S), end the search (E: refunded, kept, or
   * settled after a crash), refund the order (R), and replay the refund (R') and the end
   * (E'). Whatever the order, the refunded order yields nothing: the balance ends at 0, and
   * is 0 at every step after the refund.
   */
  const steps = ['S', 'E', "E'", 'R', "R'"] as const
  const orders = interleavings(
    [...steps],
    [
      ['S', 'E'],
      ['E', "E'"],
      ['R', "R'"],
    ],
  )

  it.each(['refunded', 'kept', 'crashed'] as const)(
    'a search %s: no order of spend, search end, order refund and replays yields a credit',
    async (ending) => {
      expect(orders).toHaveLength(10)
      for (const order of orders) {
        const { user } = await createSignedInUser(database.db)
        const orderId = `order-${user.id}`
        await grantForOrder(database.db, user.id, orderId, 1)
        let spendId: string | undefined
        let refunded = false
        for (const step of order) {
          if (step === 'S') {
            spendId = (await spendCredit(database.db, user.id, 'username', LEASE))?.spendId
          } else if ((step === 'E' || step === "E'") && spendId) {
            if (ending === 'crashed') {
              // The instance died: another one settles the lease it left (nothing delivered).
              await database.db
                .update(searchLeases)
                .set({ owner: 'gone', expiresAt: sql`now() - interval '1 hour'` })
                .where(eq(searchLeases.spendId, spendId))
              await settleSpend(database.db, spendId, 'refund-unless-delivered')
            } else {
              await settleSpend(database.db, spendId, ending === 'refunded' ? 'refund' : 'keep')
            }
          } else if (step === 'R' || step === "R'") {
            await reverse(user.id, orderId, 1)
            refunded = true
          }
          const ledger = await checkLedger(database.db, user.id)
          expect(ledger.ok, order.join(' ')).toBe(true)
          expect(ledger.balance, order.join(' ')).toBeGreaterThanOrEqual(0)
          if (refunded) expect(ledger.balance, `${order.join(' ')} after ${step}`).toBe(0)
        }
        expect((await checkLedger(database.db, user.id)).balance, order.join(' ')).toBe(0)
      }
    },
  )

  it('a 6-pack refunded while its 6 searches run: the searches’ refunds go to the order', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'six', 6)
    const spends = []
    for (let i = 0; i < 6; i++)
      spends.push((await spendCredit(database.db, user.id, 'email', LEASE))!.spendId)
    expect(await reverse(user.id, 'six', 6)).toBe(6)
    const outcomes = await Promise.all(spends.map((s) => settleSpend(database.db, s, 'refund')))
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(6).fill('forfeited'))
    expect(await checkLedger(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0, ok: true })
  })

  it('takes running searches only for what the balance cannot cover, from that order only', async () => {
    const { user } = await createSignedInUser(database.db)
    await grantForOrder(database.db, user.id, 'kept', 1)
    await grantForOrder(database.db, user.id, 'refunded', 2)
    const spends = []
    for (let i = 0; i < 3; i++)
      spends.push((await spendCredit(database.db, user.id, 'email', LEASE))!.spendId)
    // Nothing in the balance: two of the three running searches go with the refunded order.
    expect(await reverse(user.id, 'refunded', 2)).toBe(2)
    for (const s of spends) await settleSpend(database.db, s, 'refund')
    // The third search's credit came from the order that was not refunded: it comes back.
    expect((await checkLedger(database.db, user.id)).balance).toBe(1)
  })

  it('settles concurrent refunds, reversals and replays without losing or making a credit', async () => {
    for (let round = 0; round < 5; round++) {
      const { user } = await createSignedInUser(database.db)
      await grantForOrder(database.db, user.id, `pack-${round}`, 6)
      const spends = []
      for (let i = 0; i < 4; i++)
        spends.push((await spendCredit(database.db, user.id, 'email', LEASE))!.spendId)
      await Promise.all([
        ...spends.flatMap((s) => [
          settleSpend(database.db, s, 'refund'),
          settleSpend(database.db, s, 'refund'),
        ]),
        reverse(user.id, `pack-${round}`, 6),
        reverse(user.id, `pack-${round}`, 6),
      ])
      expect(await checkLedger(database.db, user.id)).toEqual({
        balance: 0,
        ledgerSum: 0,
        ok: true,
      })
    }
  })

  /** What the property test does: buy, spend, end searches, deliver, crash, refund, replay. */
  type Command =
    | { kind: 'buy'; credits: number }
    | { kind: 'spend' }
    | { kind: 'end'; search: number; refund: boolean }
    | { kind: 'deliver'; search: number }
    | { kind: 'crash' }
    | { kind: 'reverse'; order: number }
    | { kind: 'replay-end'; search: number }

  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ kind: fc.constant('buy' as const), credits: fc.constantFrom(1, 6) }),
    fc.record({ kind: fc.constant('spend' as const) }),
    fc.record({ kind: fc.constant('end' as const), search: fc.nat(9), refund: fc.boolean() }),
    fc.record({ kind: fc.constant('deliver' as const), search: fc.nat(9) }),
    fc.record({ kind: fc.constant('crash' as const) }),
    fc.record({ kind: fc.constant('reverse' as const), order: fc.nat(4) }),
    fc.record({ kind: fc.constant('replay-end' as const), search: fc.nat(9) }),
  )

  it('holds for random sequences: balance = ledger ≥ 0, no refunded order yields credits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const { user } = await createSignedInUser(database.db)
        const bought: { id: string; credits: number; refunded: boolean }[] = []
        const searches: string[] = []
        let owner = `owner-${user.id}`
        for (const c of commands) {
          if (c.kind === 'buy') {
            const id = `order-${user.id}-${bought.length}`
            await grantForOrder(database.db, user.id, id, c.credits)
            bought.push({ id, credits: c.credits, refunded: false })
          } else if (c.kind === 'spend') {
            const spend = await spendCredit(database.db, user.id, 'username', {
              owner,
              ttlMs: 60_000,
            })
            if (spend) searches.push(spend.spendId)
          } else if (c.kind === 'end' || c.kind === 'replay-end') {
            const spendId = searches[c.search]
            if (spendId)
              await settleSpend(
                database.db,
                spendId,
                c.kind === 'end' && c.refund ? 'refund' : 'keep',
              )
          } else if (c.kind === 'deliver') {
            const spendId = searches[c.search]
            if (spendId)
              await database.db
                .update(searchLeases)
                .set({ deliveredAt: sql`now()` })
                .where(eq(searchLeases.spendId, spendId))
          } else if (c.kind === 'crash') {
            // The instance running this person's searches dies; a new one settles what it left.
            await database.db
              .update(searchLeases)
              .set({
                expiresAt: sql`now() - interval '1 hour'`,
                startedAt: sql`now() - interval '1 hour'`,
              })
              .where(eq(searchLeases.owner, owner))
            owner = `${owner}+`
            const store = createMemorySearchStore()
            const survivor = createSearchLeases(database.db, {
              ttlMs: 30_000,
              minAgeMs: 0,
              bus: createLocalCreditsBus(),
              store,
            })
            await survivor.reconcile()
            await survivor.close()
            await store.close()
          } else {
            const order = bought[c.order]
            if (order) {
              await reverse(user.id, order.id, order.credits)
              order.refunded = true
            }
          }
          const ledger = await checkLedger(database.db, user.id)
          expect(ledger.ok).toBe(true)
          expect(ledger.balance).toBeGreaterThanOrEqual(0)
          // What the person holds (balance, and searches whose credit could still come back)
          // never exceeds what their orders that were not refunded gave them.
          const [running] = await database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(searchLeases)
            .where(sql`${searchLeases.userId} = ${user.id} and ${searchLeases.reversedBy} is null`)
          const unrefunded = bought.filter((o) => !o.refunded).reduce((n, o) => n + o.credits, 0)
          expect(ledger.balance + (running?.n ?? 0)).toBeLessThanOrEqual(unrefunded)
        }
      }),
      { numRuns: 30 },
    )
  }, 120_000)
})
