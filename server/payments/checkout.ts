import type Stripe from 'stripe'
import type { Pack } from '../../shared/packs.ts'

export interface CheckoutRequest {
  pack: Pack
  userId: string
  email: string
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
}

/** A checkout as the payment provider knows it, before our webhook has recorded an order. */
export interface CheckoutFound {
  userId: string | null
  paid: boolean
}

/** Anything that can start a checkout and say where to send the person: Stripe, or our test page. */
export interface CheckoutProvider {
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>
  /** The checkout with this id, or null when the provider has none. */
  findCheckout(sessionId: string): Promise<CheckoutFound | null>
}

export function stripeCheckout(
  stripe: Stripe,
  prices: Record<string, string | undefined>,
): CheckoutProvider {
  return {
    async createCheckout({ pack, userId, email, successUrl, cancelUrl, idempotencyKey }) {
      const priceId = prices[pack.id]
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: pack.amountCents,
                    product_data: {
                      name: `${pack.name}: ${pack.credits} ${pack.credits === 1 ? 'credit' : 'credits'}`,
                    },
                  },
                },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: userId,
          customer_email: email,
          metadata: { pack_id: pack.id, user_id: userId },
          payment_intent_data: { metadata: { pack_id: pack.id, user_id: userId } },
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return { url: session.url }
    },

    async findCheckout(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId)
        return {
          userId: session.client_reference_id,
          paid:
            session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        }
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null
        throw err
      }
    },
  }
}
