import Stripe from 'stripe'
import type { Config } from '../env.ts'

/** The Stripe API client; `STRIPE_API_BASE` points it at a local fake in tests. */
export function createStripeClient(stripe: NonNullable<Config['stripe']>): Stripe {
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/** Verifies and signs webhook payloads; needs no API key and makes no network calls. */
export const stripeWebhooks = new Stripe('sk_test_signature_only').webhooks
