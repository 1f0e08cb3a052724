import { randomBytes } from 'node:crypto'
import { stripeWebhooks } from '../../server/payments/stripe-client.ts'

export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef'

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

/** A checkout.session.* event as Stripe sends it (the fields our fulfilment and Stripe's docs name). */
export function checkoutEvent(
  type: string,
  session: {
    id?: string
    userId: string
    packId: string
    amount?: number
    paymentStatus?: string
    paymentIntent?: string
  },
) {
  const created = Math.floor(Date.now() / 1000)
  return {
    id: id('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: id('req'), idempotency_key: null },
    type,
    data: {
      object: {
        id: session.id ?? id('cs_test'),
        object: 'checkout.session',
        amount_subtotal: session.amount ?? 1000,
        amount_total: session.amount ?? 1000,
        client_reference_id: session.userId,
        created,
        currency: 'usd',
        livemode: false,
        metadata: { pack_id: session.packId, user_id: session.userId },
        mode: 'payment',
        payment_intent: session.paymentIntent ?? id('pi'),
        payment_status: session.paymentStatus ?? 'paid',
        status: 'complete',
      },
    },
  }
}

/**
 * A charge.refunded event: `refunded` is the charge's `amount_refunded`, the total refunded
 * so far (Stripe sends the cumulative amount with every refund), out of `amount`.
 */
export function chargeRefundedEvent(paymentIntent: string, refunded = 1000, amount = 1000) {
  return {
    id: id('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: id('ch'),
        object: 'charge',
        amount,
        amount_refunded: refunded,
        currency: 'usd',
        paid: true,
        payment_intent: paymentIntent,
        refunded: refunded >= amount,
        status: 'succeeded',
      },
    },
  }
}

/** Headers and body for POST /api/stripe/webhook, signed like Stripe signs. */
export function signed(
  event: object,
  secret = TEST_WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify(event)
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeWebhooks.generateTestHeaderString({ payload, secret, timestamp }),
    },
  }
}

/** Delivers a signed event to a running server's webhook route over HTTP. */
export function deliverOverHttp(origin: string, event: object) {
  const { payload, headers } = signed(event)
  return fetch(`${origin}/api/stripe/webhook`, { method: 'POST', headers, body: payload })
}
