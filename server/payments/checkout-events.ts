import { eq, sql } from 'drizzle-orm'
import { orders, users } from '../db/schema.ts'
import { grantForOrder, type Tx } from '../credits/ledger.ts'
import { findPack } from '../../shared/packs.ts'
import { Uuid } from '../../shared/api.ts'
import { UnusableEventError, str, type StripeEventHandler } from './webhook-event.ts'
import { applyRefunds, lockPayment, refundedSoFar, type OrderRow } from './refunds.ts'

type OrderStatus = 'completed' | 'pending' | 'failed' | 'canceled'

/** The session's order as our checkout made it: its id, the buyer, the pack. */
async function readSession(tx: Tx, session: Record<string, unknown>) {
  const sessionId = str(session.id)
  const reference = str(session.client_reference_id)
  // Our checkouts always carry a user id; anything else was not made by this app.
  const userId = reference && Uuid.safeParse(reference).success ? reference : null
  const metadata = (session.metadata ?? {}) as Record<string, unknown>
  const pack = findPack(metadata.pack_id)
  if (!sessionId || !userId || !pack) {
    throw new UnusableEventError(
      `checkout session ${sessionId ?? '?'} lacks a user or a known pack`,
    )
  }
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw new UnusableEventError(`checkout session ${sessionId} names an unknown user`)
  return { sessionId, userId, pack }
}

/**
 * Writes the session's order at `status`, or moves it on: a completed or refunded order
 * stays so whatever arrives late, and a payment status a refund set is kept.
 */
async function upsertOrder(
  tx: Tx,
  session: Record<string, unknown>,
  status: OrderStatus,
): Promise<OrderRow> {
  const { sessionId, userId, pack } = await readSession(tx, session)
  const paymentIntentId = str(session.payment_intent)
  if (paymentIntentId) await lockPayment(tx, paymentIntentId)
  const values = {
    checkoutSessionId: sessionId,
    paymentIntentId,
    userId,
    packId: pack.id,
    credits: pack.credits,
    amountTotal: typeof session.amount_total === 'number' ? session.amount_total : pack.amountCents,
    currency: (str(session.currency) ?? 'usd').toLowerCase(),
    paymentStatus: status === 'completed' ? 'paid' : (str(session.payment_status) ?? 'unpaid'),
    orderStatus: status,
  }
  const [order] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoUpdate({
      target: orders.checkoutSessionId,
      set: {
        paymentIntentId: sql`coalesce(excluded.payment_intent_id, ${orders.paymentIntentId})`,
        paymentStatus: sql`case when ${orders.orderStatus} = 'refunded' or ${orders.amountRefunded} > 0 then ${orders.paymentStatus} else excluded.payment_status end`,
        orderStatus: sql`case when ${orders.orderStatus} in ('refunded', 'completed') then ${orders.orderStatus} else excluded.order_status end`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  if (!order) throw new Error(`order for checkout session ${sessionId} was not written`)
  return order
}

/**
 * A paid order gets its pack once, unless its payment was refunded in full before this:
 * then it ends refunded and nothing is granted. A partial refund recorded before is taken
 * back at once.
 */
async function grantPaidOrder(tx: Tx, order: OrderRow): Promise<string[]> {
  const refunded = await refundedSoFar(tx, order.paymentIntentId)
  if (refunded > 0 && refunded >= order.amountTotal) {
    await tx
      .update(orders)
      .set({
        amountRefunded: refunded,
        creditsOwedBack: order.credits,
        paymentStatus: 'refunded',
        orderStatus: 'refunded',
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
    return []
  }
  const granted = await grantForOrder(tx, order.userId, order.id, order.credits)
  const reclaimed = await applyRefunds(tx, order)
  return granted || reclaimed ? [order.userId] : []
}

/** A checkout.session.* event that leaves its order at `status`. */
function checkoutTo(status: (session: Record<string, unknown>) => OrderStatus): StripeEventHandler {
  return async (tx, session) => {
    const order = await upsertOrder(tx, session, status(session))
    if (order.orderStatus !== 'completed') return []
    return grantPaidOrder(tx, order)
  }
}

/** Paid at once (a card), or later (a bank debit: async_payment_succeeded follows). */
const paidNow = (session: Record<string, unknown>): OrderStatus =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    ? 'completed'
    : 'pending'

export const checkoutHandlers: Record<string, StripeEventHandler> = {
  'checkout.session.completed': checkoutTo(paidNow),
  'checkout.session.async_payment_succeeded': checkoutTo(() => 'completed'),
  'checkout.session.async_payment_failed': checkoutTo(() => 'failed'),
  'checkout.session.expired': checkoutTo(() => 'canceled'),
}
