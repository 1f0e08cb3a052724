import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orders, users, webhookEvents } from '../db/schema.ts'
import { findPack } from '../../shared/packs.ts'
import { grantForOrder, reverseOrder } from '../credits/ledger.ts'

/** The parts of a Stripe event we read; the signature has been verified before this. */
export interface StripeEventLike {
  id: string
  type: string
  data: { object: Record<string, unknown> }
}

export interface FulfilmentResult {
  /** False when the event was seen before (a replay): nothing changed. */
  processed: boolean
  /** Users whose balance changed, to notify after commit. */
  changedUsers: string[]
}

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
])

const str = (v: unknown) => (typeof v === 'string' && v ? v : null)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Thrown for an event we cannot act on; answered 200 so Stripe does not retry forever. */
export class UnusableEventError extends Error {}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as
 * the order and the credit grant, so a replay, even a concurrent one, is a no-op.
 */
export async function fulfilStripeEvent(db: Db, event: StripeEventLike): Promise<FulfilmentResult> {
  if (!HANDLED.has(event.type)) return { processed: false, changedUsers: [] }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    if (!fresh) return { processed: false, changedUsers: [] }

    const object = event.data.object
    if (event.type === 'charge.refunded') {
      const paymentIntent = str(object.payment_intent)
      if (!paymentIntent) return { processed: true, changedUsers: [] }
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntent))
      if (!order) return { processed: true, changedUsers: [] }
      await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', orderStatus: 'refunded', updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
      const removed = await reverseOrder(tx, order.userId, order.id, order.credits)
      return { processed: true, changedUsers: removed > 0 ? [order.userId] : [] }
    }

    const sessionId = str(object.id)
    const reference = str(object.client_reference_id)
    // Our checkouts always carry a user id; anything else was not made by this app.
    const userId = reference && UUID.test(reference) ? reference : null
    const metadata = (object.metadata ?? {}) as Record<string, unknown>
    const pack = findPack(metadata.pack_id)
    if (!sessionId || !userId || !pack) {
      throw new UnusableEventError(
        `checkout session ${sessionId ?? '?'} lacks a user or a known pack`,
      )
    }
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!user) throw new UnusableEventError(`checkout session ${sessionId} names an unknown user`)

    const paymentStatus = str(object.payment_status) ?? 'unpaid'
    const paid =
      event.type === 'checkout.session.async_payment_succeeded' ||
      (event.type === 'checkout.session.completed' &&
        (paymentStatus === 'paid' || paymentStatus === 'no_payment_required'))
    const orderStatus = paid
      ? 'completed'
      : event.type === 'checkout.session.async_payment_failed'
        ? 'failed'
        : event.type === 'checkout.session.expired'
          ? 'canceled'
          : 'pending'
    const values = {
      checkoutSessionId: sessionId,
      paymentIntentId: str(object.payment_intent),
      userId,
      packId: pack.id,
      credits: pack.credits,
      amountTotal: typeof object.amount_total === 'number' ? object.amount_total : pack.amountCents,
      currency: (str(object.currency) ?? 'usd').toLowerCase(),
      paymentStatus: paid ? 'paid' : paymentStatus,
      orderStatus,
    }
    const [order] = await tx
      .insert(orders)
      .values(values)
      .onConflictDoUpdate({
        target: orders.checkoutSessionId,
        // A refunded order stays refunded whatever arrives late.
        set: {
          paymentIntentId: sql`coalesce(excluded.payment_intent_id, ${orders.paymentIntentId})`,
          paymentStatus: sql`case when ${orders.orderStatus} = 'refunded' then ${orders.paymentStatus} else excluded.payment_status end`,
          orderStatus: sql`case when ${orders.orderStatus} in ('refunded', 'completed') then ${orders.orderStatus} else excluded.order_status end`,
          updatedAt: sql`now()`,
        },
      })
      .returning()
    if (!order || !paid || order.orderStatus === 'refunded')
      return { processed: true, changedUsers: [] }
    const granted = await grantForOrder(tx, userId, order.id, order.credits)
    return { processed: true, changedUsers: granted ? [userId] : [] }
  })
}
