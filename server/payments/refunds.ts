import { eq, sql } from 'drizzle-orm'
import { orders, paymentRefunds } from '../db/schema.ts'
import { reverseOrder, type Tx } from '../credits/ledger.ts'
import { UnusableEventError, str, type StripeEventHandler } from './webhook-event.ts'

export type OrderRow = typeof orders.$inferSelect

/**
 * How many of an order's credits a refund of `refunded` out of `total` (minor units) claims
 * back: in proportion, rounded down, so nobody loses more credits than the money refunded
 * paid for; all of them once the whole payment is refunded (docs/product-rules.md, 9).
 */
export function creditsOwedBack(credits: number, refunded: number, total: number): number {
  if (refunded <= 0) return 0
  if (total <= 0 || refunded >= total) return credits
  return Math.floor((credits * refunded) / total)
}

/**
 * One payment's events one at a time, whichever instance receives them: a refund racing its
 * own checkout's completion must see it, or be seen by it.
 */
export async function lockPayment(tx: Tx, paymentIntentId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(727003, hashtext(${paymentIntentId}))`)
}

/** What has been refunded of a payment so far (0 when nothing has). */
export async function refundedSoFar(tx: Tx, paymentIntentId: string | null): Promise<number> {
  if (!paymentIntentId) return 0
  const [row] = await tx
    .select({ amount: paymentRefunds.amountRefunded })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentIntentId, paymentIntentId))
  return row?.amount ?? 0
}

/**
 * Brings a granted order up to date with its payment's refunds: takes back the credits newly
 * owed (from what the person holds now), and marks it partly or fully refunded. Each step of
 * owed credits is its own ledger entry, keyed by the order and the credits owed after it (the
 * full step by the order alone), so replays and late events change nothing. True when
 * credits were taken.
 */
export async function applyRefunds(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.orderStatus !== 'completed') return false
  const refunded = await refundedSoFar(tx, order.paymentIntentId)
  if (refunded <= order.amountRefunded) return false
  const owed = creditsOwedBack(order.credits, refunded, order.amountTotal)
  const full = refunded >= order.amountTotal
  const more = owed - order.creditsOwedBack
  const taken =
    more > 0
      ? await reverseOrder(
          tx,
          order.userId,
          order.id,
          more,
          full ? order.id : `${order.id}:owed-${owed}`,
        )
      : 0
  await tx
    .update(orders)
    .set({
      amountRefunded: refunded,
      creditsOwedBack: Math.max(owed, order.creditsOwedBack),
      paymentStatus: full ? 'refunded' : 'partially_refunded',
      orderStatus: full ? 'refunded' : 'completed',
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
  return taken > 0
}

/** The cumulative amount a charge.refunded event reports, in minor units. */
function amountRefunded(charge: Record<string, unknown>): number {
  const { amount_refunded: refunded, amount, refunded: whole } = charge
  if (typeof refunded === 'number' && Number.isInteger(refunded) && refunded >= 0) return refunded
  // Older payloads: a charge marked refunded was refunded in full.
  if (whole === true && typeof amount === 'number') return amount
  throw new UnusableEventError(`charge ${str(charge.id) ?? '?'} says nothing of its refund`)
}

/**
 * charge.refunded: records the payment's refunded total (the largest reported: events may
 * arrive out of order), then applies it to the order if there is one yet. Otherwise the
 * checkout's completion finds it and grants accordingly.
 */
export const chargeRefunded: StripeEventHandler = async (tx, charge) => {
  const paymentIntentId = str(charge.payment_intent)
  if (!paymentIntentId) return []
  const refunded = amountRefunded(charge)
  await lockPayment(tx, paymentIntentId)
  await tx
    .insert(paymentRefunds)
    .values({ paymentIntentId, amountRefunded: refunded })
    .onConflictDoUpdate({
      target: paymentRefunds.paymentIntentId,
      set: {
        amountRefunded: sql`greatest(${paymentRefunds.amountRefunded}, excluded.amount_refunded)`,
        updatedAt: sql`now()`,
      },
    })
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .for('update')
  if (!order) return []
  return (await applyRefunds(tx, order)) ? [order.userId] : []
}
