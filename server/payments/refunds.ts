import { eq, sql } from 'drizzle-orm'
import { orders } from '../db/schema.ts'
import { reverseOrder } from '../credits/ledger.ts'
import { str, type StripeEventHandler } from './webhook-event.ts'

/** charge.refunded: the order paid by this charge is refunded and takes back its credits. */
export const chargeRefunded: StripeEventHandler = async (tx, charge) => {
  const paymentIntentId = str(charge.payment_intent)
  if (!paymentIntentId) return []
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))
  if (!order) return []
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', orderStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
  const removed = await reverseOrder(tx, order.userId, order.id, order.credits)
  return removed > 0 ? [order.userId] : []
}
