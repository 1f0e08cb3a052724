import type { Db } from '../db/client.ts'
import { webhookEvents } from '../db/schema.ts'
import { checkoutHandlers } from './checkout-events.ts'
import { chargeRefunded } from './refunds.ts'
import type { StripeEventHandler, StripeEventLike } from './webhook-event.ts'

export interface FulfilmentResult {
  /** False when the event was seen before (a replay) or is not one we act on. */
  processed: boolean
  /** Users whose balance changed, to notify after commit. */
  changedUsers: string[]
}

/** One handler per Stripe event type we act on; every other type is acknowledged as is. */
const HANDLERS: Record<string, StripeEventHandler> = {
  ...checkoutHandlers,
  'charge.refunded': chargeRefunded,
}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as
 * its effects, so a replay, even a concurrent one, is a no-op.
 */
export async function fulfilStripeEvent(db: Db, event: StripeEventLike): Promise<FulfilmentResult> {
  const handle = HANDLERS[event.type]
  if (!handle) return { processed: false, changedUsers: [] }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    if (!fresh) return { processed: false, changedUsers: [] }
    return { processed: true, changedUsers: await handle(tx, event.data.object) }
  })
}
