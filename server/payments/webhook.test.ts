import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { creditLedger, orders, userCredits, webhookEvents } from '../db/schema.ts'
import { checkLedger, spendCredit } from '../credits/ledger.ts'
import {
  testDatabaseTargets,
  useDatabase,
  type TestDatabaseTarget,
} from '../../tests/support/databases.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { useWebhookApp } from '../../tests/support/webhook-app.ts'
import {
  TEST_WEBHOOK_SECRET,
  chargeRefundedEvent,
  checkoutEvent,
  signed,
} from '../../tests/support/stripe-events.ts'

// The embedded database: what every instance's webhook does alike is tested once.
const database = useDatabase(testDatabaseTargets()[0] as TestDatabaseTarget)
const app = useWebhookApp(database)
const LEASE = { owner: 'webhook-test', ttlMs: 60_000 }

const deliver = (event: object, secret?: string) =>
  app.current.inject({ method: 'POST', url: '/api/stripe/webhook', ...signed(event, secret) })
const balance = async (userId: string) =>
  (await database.db.select().from(userCredits).where(eq(userCredits.userId, userId)))[0]
    ?.credits ?? 0
const ordersOf = (userId: string) =>
  database.db.select().from(orders).where(eq(orders.userId, userId))
/** Delivers `type` for the checkout session `session` started: a later event about it. */
const deliverLater = (
  type: string,
  session: { data: { object: { id: string } } },
  userId: string,
  packId: string,
) => deliver(checkoutEvent(type, { id: session.data.object.id, userId, packId }))
/** An event about a session whose payment has not (yet) gone through. */
const unpaidEvent = (type: string, userId: string, packId: string) =>
  checkoutEvent(type, { userId, packId, paymentStatus: 'unpaid' })
const countRows = async () => ({
  events: (await database.db.select().from(webhookEvents)).length,
  orders: (await database.db.select().from(orders)).length,
  ledger: (await database.db.select().from(creditLedger)).length,
})

describe('Stripe webhook', () => {
  it('rejects a missing signature with 400 and writes nothing', async () => {
    const { user } = await createSignedInUser(database.db)
    const before = await countRows()
    const res = await app.current.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        checkoutEvent('checkout.session.completed', { userId: user.id, packId: 'snoop-6' }),
      ),
    })
    expect(res.statusCode).toBe(400)
    expect(await countRows()).toEqual(before)
  })

  it('rejects a signature made with another secret, or over other bytes', async () => {
    const { user } = await createSignedInUser(database.db)
    const before = await countRows()
    const event = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-100',
    })
    expect((await deliver(event, 'whsec_someone_else')).statusCode).toBe(400)
    const good = signed(event)
    const tampered = await app.current.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: good.headers,
      payload: good.payload.replace('snoop-100', 'snoop-40'),
    })
    expect(tampered.statusCode).toBe(400)
    expect(await countRows()).toEqual(before)
    expect(await balance(user.id)).toBe(0)
  })

  it('needs no Origin header (Stripe calls it server to server)', async () => {
    const { user } = await createSignedInUser(database.db)
    const res = await deliver(
      checkoutEvent('checkout.session.completed', {
        userId: user.id,
        packId: 'snoop-1',
        amount: 300,
      }),
    )
    expect(res.statusCode).toBe(200)
  })

  it('grants once when a paid event is replayed 10 times, one after another and at once', async () => {
    const { user } = await createSignedInUser(database.db)
    const event = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-6',
    })
    for (let i = 0; i < 10; i++) expect((await deliver(event)).statusCode).toBe(200)
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliver(event)))
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true)
    expect(await balance(user.id)).toBe(6)
    const [order] = await ordersOf(user.id)
    expect(order).toMatchObject({
      amountTotal: 1000,
      currency: 'usd',
      paymentStatus: 'paid',
      orderStatus: 'completed',
      credits: 6,
    })
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
  })

  it('grants once when two different events announce the same paid session', async () => {
    const { user } = await createSignedInUser(database.db)
    const first = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-15',
      amount: 2000,
    })
    const second = checkoutEvent('checkout.session.async_payment_succeeded', {
      id: first.data.object.id,
      userId: user.id,
      packId: 'snoop-15',
      amount: 2000,
    })
    await deliver(first)
    await deliver(second)
    expect(await balance(user.id)).toBe(15)
  })

  it('waits for an async payment: pending first, credits when it succeeds', async () => {
    const { user } = await createSignedInUser(database.db)
    const pending = unpaidEvent('checkout.session.completed', user.id, 'snoop-6')
    await deliver(pending)
    expect(await balance(user.id)).toBe(0)
    const [order] = await ordersOf(user.id)
    expect(order?.orderStatus).toBe('pending')
    await deliverLater('checkout.session.async_payment_succeeded', pending, user.id, 'snoop-6')
    expect(await balance(user.id)).toBe(6)
  })

  it('marks a failed async payment and an expired session without granting', async () => {
    const { user } = await createSignedInUser(database.db)
    const failed = unpaidEvent('checkout.session.async_payment_failed', user.id, 'snoop-6')
    const expired = unpaidEvent('checkout.session.expired', user.id, 'snoop-1')
    await deliver(failed)
    await deliver(expired)
    const rows = await ordersOf(user.id)
    expect(rows.map((r) => r.orderStatus).sort()).toEqual(['canceled', 'failed'])
    expect(await balance(user.id)).toBe(0)
  })

  it('a refund removes only the unspent credits of that order', async () => {
    const { user } = await createSignedInUser(database.db)
    const paid = checkoutEvent('checkout.session.completed', { userId: user.id, packId: 'snoop-6' })
    await deliver(paid)
    for (let i = 0; i < 4; i++) await spendCredit(database.db, user.id, 'username', LEASE)
    const refund = chargeRefundedEvent(paid.data.object.payment_intent)
    expect((await deliver(refund)).statusCode).toBe(200)
    expect((await deliver(refund)).statusCode).toBe(200)
    expect(await balance(user.id)).toBe(0)
    const [order] = await ordersOf(user.id)
    expect(order).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'refunded' })
    expect((await checkLedger(database.db, user.id)).ok).toBe(true)
    // A late "completed" replay of the refunded order grants nothing.
    await deliverLater('checkout.session.completed', paid, user.id, 'snoop-6')
    expect(await balance(user.id)).toBe(0)
  })

  it('a refund of an unspent order removes all its credits, and leaves other credits', async () => {
    const { user } = await createSignedInUser(database.db)
    const keep = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-1',
      amount: 300,
    })
    const refunded = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-6',
    })
    await deliver(keep)
    await deliver(refunded)
    await deliver(chargeRefundedEvent(refunded.data.object.payment_intent))
    expect(await balance(user.id)).toBe(1)
  })

  it('answers 200 to an unknown event type and writes nothing', async () => {
    const before = await countRows()
    const res = await deliver({
      id: 'evt_unknown_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    })
    expect(res.statusCode).toBe(200)
    expect(await countRows()).toEqual(before)
  })

  it('answers 200 but grants nothing for a session naming an unknown pack or user', async () => {
    const before = await countRows()
    const res = await deliver(
      checkoutEvent('checkout.session.completed', {
        userId: '00000000-0000-4000-8000-000000000000',
        packId: 'snoop-6',
      }),
    )
    expect(res.statusCode).toBe(200)
    expect((await countRows()).ledger).toBe(before.ledger)
  })

  it.each([
    ['no data', { id: 'evt_no_data_1', object: 'event', type: 'checkout.session.completed' }],
    ['no id', { object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } }],
    ['a data object that is not one', { id: 'evt_x_2', type: 'charge.refunded', data: 'x' }],
  ])('answers 200 to a signed event with %s, and writes nothing', async (_what, event) => {
    const before = await countRows()
    const res = await deliver(event)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, ignored: true })
    expect(await countRows()).toEqual(before)
  })

  it('answers 200 to a checkout whose client reference is not one of our user ids', async () => {
    const before = await countRows()
    for (const reference of ['not-a-uuid', "1' or '1'='1", '']) {
      const res = await deliver(
        checkoutEvent('checkout.session.completed', { userId: reference, packId: 'snoop-6' }),
      )
      expect(res.statusCode).toBe(200)
    }
    expect((await countRows()).ledger).toBe(before.ledger)
    expect((await countRows()).orders).toBe(before.orders)
  })

  it('refuses signatures dated more than 5 minutes away, in the past or the future', async () => {
    const { user } = await createSignedInUser(database.db)
    const event = checkoutEvent('checkout.session.completed', {
      userId: user.id,
      packId: 'snoop-6',
    })
    const now = Math.floor(Date.now() / 1000)
    // 6 minutes ahead, not 301 s: a loaded machine must not carry it back inside the window.
    for (const timestamp of [now + 24 * 3600, now + 360, now - 24 * 3600]) {
      const res = await app.current.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        ...signed(event, TEST_WEBHOOK_SECRET, timestamp),
      })
      expect(res.statusCode, String(timestamp - now)).toBe(400)
    }
    expect(await balance(user.id)).toBe(0)
    const fine = await app.current.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...signed(event, TEST_WEBHOOK_SECRET, now + 60),
    })
    expect(fine.statusCode).toBe(200)
    expect(await balance(user.id)).toBe(6)
  })
})
