import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { creditLedger, orders } from '../db/schema.ts'
import { checkLedger, spendCredit } from '../credits/ledger.ts'
import { chargeRefunded } from './refunds.ts'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { useWebhookApp } from '../../tests/support/webhook-app.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { chargeRefundedEvent, checkoutEvent, signed } from '../../tests/support/stripe-events.ts'

type EventName = 'completed' | 'partial' | 'full'

/** Every order of the three events. */
function permutations(names: EventName[]): EventName[][] {
  if (names.length <= 1) return [names]
  return names.flatMap((first, i) =>
    permutations([...names.slice(0, i), ...names.slice(i + 1)]).map((rest) => [first, ...rest]),
  )
}

/**
 * A 6-credit pack for $10, after some of its events: nothing before the checkout completes;
 * 6 credits once it has; 5 after the $3 partial refund (6 × 300 / 1000 = 1.8, rounded down);
 * none after the full refund, and never a grant when the full refund came first.
 */
function expected(seen: Set<EventName>) {
  if (!seen.has('completed')) return { balance: 0, order: undefined }
  if (seen.has('full'))
    return { balance: 0, order: { orderStatus: 'refunded', paymentStatus: 'refunded' } }
  if (seen.has('partial'))
    return { balance: 5, order: { orderStatus: 'completed', paymentStatus: 'partially_refunded' } }
  return { balance: 6, order: { orderStatus: 'completed', paymentStatus: 'paid' } }
}

describe.each(testDatabaseTargets())('refunds win in any order of events, on $name', (target) => {
  const database = useDatabase(target)
  const app = useWebhookApp(database)

  async function deliver(event: object) {
    const res = await app.current.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...signed(event),
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const orderOf = async (userId: string) =>
    (await database.db.select().from(orders).where(eq(orders.userId, userId)))[0]
  const grants = async (userId: string) =>
    database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'grant')))

  /** A person, a paid 6-pack checkout, and its $3 and $10 refunds, not yet delivered. */
  async function purchase() {
    const { user } = await createSignedInUser(database.db)
    const completed = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-6',
      amount: 1000,
    })
    const paymentIntent = completed.data.object.payment_intent
    const events: Record<EventName, object> = {
      completed,
      partial: chargeRefundedEvent(paymentIntent, 300),
      full: chargeRefundedEvent(paymentIntent, 1000),
    }
    return { user, paymentIntent, events }
  }

  async function expectState(userId: string, want: { balance: number; order?: object }) {
    expect(await checkLedger(database.db, userId)).toEqual({
      balance: want.balance,
      ledgerSum: want.balance,
      ok: true,
    })
    const order = await orderOf(userId)
    if (want.order) expect(order).toMatchObject(want.order)
    else expect(order).toBeUndefined()
  }

  it.each(permutations(['completed', 'partial', 'full']))(
    '%s, then %s, then %s: each replayed',
    async (...order: EventName[]) => {
      const { user, events } = await purchase()
      const seen = new Set<EventName>()
      for (const name of order) {
        await deliver(events[name])
        await deliver(events[name])
        seen.add(name)
        await expectState(user.id, expected(seen))
      }
      // Every event again, in the same order: nothing changes.
      for (const name of order) await deliver(events[name])
      await expectState(user.id, expected(seen))
      const fullBeforeCompletion = order.indexOf('full') < order.indexOf('completed')
      expect(await grants(user.id)).toHaveLength(fullBeforeCompletion ? 0 : 1)
    },
  )

  it('cumulative partial refunds take only the difference, in either order', async () => {
    const { user, paymentIntent, events } = await purchase()
    await deliver(events.completed)
    // $3 refunded, then $3 more: Stripe says 300, then 600 (the total so far).
    const first = chargeRefundedEvent(paymentIntent, 300)
    const second = chargeRefundedEvent(paymentIntent, 600)
    await deliver(first)
    expect((await checkLedger(database.db, user.id)).balance).toBe(5) // ⌊1.8⌋ = 1 taken
    await deliver(second)
    await deliver(first)
    await deliver(second)
    // ⌊6 × 600 / 1000⌋ = 3 taken in all.
    await expectState(user.id, {
      balance: 3,
      order: { orderStatus: 'completed', paymentStatus: 'partially_refunded', amountRefunded: 600 },
    })

    // The later total arriving first: the earlier one, late, takes nothing more.
    const other = await purchase()
    await deliver(other.events.completed)
    await deliver(chargeRefundedEvent(other.paymentIntent, 600))
    await deliver(chargeRefundedEvent(other.paymentIntent, 300))
    await expectState(other.user.id, {
      balance: 3,
      order: { orderStatus: 'completed', paymentStatus: 'partially_refunded', amountRefunded: 600 },
    })
  })

  it('a refund too small for a whole credit takes none, and is still recorded', async () => {
    const { user, paymentIntent, events } = await purchase()
    await deliver(events.completed)
    await deliver(chargeRefundedEvent(paymentIntent, 100)) // 6 × 0.1 = 0.6: none
    await expectState(user.id, {
      balance: 6,
      order: { orderStatus: 'completed', paymentStatus: 'partially_refunded', amountRefunded: 100 },
    })
  })

  it('takes back only unspent credits, never below zero, partial then full', async () => {
    const { user, paymentIntent, events } = await purchase()
    await deliver(events.completed)
    const lease = { owner: 'refund-order-test', ttlMs: 60_000 }
    for (let i = 0; i < 5; i++) await spendCredit(database.db, user.id, 'username', lease)
    await deliver(chargeRefundedEvent(paymentIntent, 300)) // 1 owed, 1 held: taken
    expect((await checkLedger(database.db, user.id)).balance).toBe(0)
    await deliver(chargeRefundedEvent(paymentIntent, 1000)) // 5 more owed, 0 held
    expect(await checkLedger(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0, ok: true })
    expect(await orderOf(user.id)).toMatchObject({ orderStatus: 'refunded' })
  })

  it('a refund and its checkout delivered at the same moment: the refund wins', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, purchase))
    await Promise.all(
      buyers.flatMap(({ events }) => [deliver(events.full), deliver(events.completed)]),
    )
    for (const { user } of buyers) {
      await expectState(user.id, expected(new Set(['completed', 'full'])))
    }
  })
})

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

describe.each(postgres)('a refund racing its checkout on another instance, on $name', (target) => {
  const database = useDatabase(target)
  const app = useWebhookApp(database)

  it('the checkout waits for the refund in flight, then sees it: nothing granted', async () => {
    const { user } = await createSignedInUser(database.db)
    const completed = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-6',
    })
    const refund = chargeRefundedEvent(completed.data.object.payment_intent, 1000)
    let commit = () => undefined as void
    const held = new Promise<void>((resolve) => (commit = resolve))
    // Another instance's refund: recorded, its order not found yet, not committed yet.
    const refunding = database.db.transaction(async (tx) => {
      expect(await chargeRefunded(tx, refund.data.object)).toEqual([])
      await held
    })
    let delivered = false
    const delivery = app.current
      .inject({ method: 'POST', url: '/api/stripe/webhook', ...signed(completed) })
      .finally(() => (delivered = true))
    const waitingForLock = async () =>
      (
        await database.pool!.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
        )
      ).rows[0]!.n
    // Either the checkout waits on the payment's lock, or (unguarded) it has already gone by.
    await expect.poll(async () => delivered || (await waitingForLock()) > 0).toBe(true)
    commit()
    await refunding
    expect((await delivery).statusCode).toBe(200)
    expect(await checkLedger(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0, ok: true })
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, user.id))
    expect(order).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'refunded' })
  })
})
