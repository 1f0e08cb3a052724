import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { Pack } from '../../shared/packs.ts'
import type { CheckoutProvider, CheckoutRequest } from './checkout.ts'
import { stripeWebhooks } from './stripe-client.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const CheckoutParams = z.object({ id: z.string() })
/** The page's form: Pay or Cancel. */
const PayForm = z.object({ action: z.string().optional() }).default({})
import { escapeHtml } from '../html.ts'

/**
 * The local test checkout, used when no Stripe key is set. Its Pay button builds the
 * checkout.session.completed event Stripe would send, signs it with the webhook secret and
 * posts it to our real webhook route: the same verification and fulfilment as production.
 */
interface PendingCheckout extends CheckoutRequest {
  id: string
  createdAt: number
}

const TTL_MS = 24 * 60 * 60 * 1000

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

export function createTestCheckout(options: { appOrigin: string; nodeEnv: string }) {
  if (options.nodeEnv === 'production') {
    throw new Error('The local test checkout refuses to run when NODE_ENV=production.')
  }
  const pending = new Map<string, PendingCheckout>()

  const provider: CheckoutProvider = {
    async createCheckout(request) {
      const now = Date.now()
      for (const [key, value] of pending) if (now - value.createdAt > TTL_MS) pending.delete(key)
      const id = `cs_test_local_${randomBytes(12).toString('hex')}`
      pending.set(id, { ...request, id, createdAt: now })
      return { url: `${options.appOrigin}/test-checkout/${id}` }
    },
    // Paid checkouts leave this map once the webhook has recorded their order.
    async findCheckout(sessionId) {
      const checkout = pending.get(sessionId)
      return checkout ? { userId: checkout.userId, paid: false } : null
    },
  }

  function register(app: FastifyInstance, deps: { db: Db; webhookSecret: string }) {
    const find = (id: string) => {
      const checkout = pending.get(id)
      if (!checkout)
        throw new AppError(
          404,
          'CHECKOUT_NOT_FOUND',
          'This test checkout has expired or does not exist.',
        )
      return checkout
    }

    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.get('/test-checkout/:id', { schema: { params: CheckoutParams } }, async (req, reply) => {
      const user = await requireUser(deps.db, req, reply)
      const checkout = find(req.params.id)
      if (checkout.userId !== user.id)
        throw new AppError(404, 'CHECKOUT_NOT_FOUND', 'This test checkout does not exist.')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(checkout.id, checkout.pack, user.email))
    })

    typed.post(
      '/test-checkout/:id',
      { schema: { params: CheckoutParams, body: PayForm } },
      async (req, reply) => {
        if (req.headers.origin !== options.appOrigin)
          throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused.')
        const user = await requireUser(deps.db, req, reply)
        const checkout = find(req.params.id)
        if (checkout.userId !== user.id)
          throw new AppError(404, 'CHECKOUT_NOT_FOUND', 'This test checkout does not exist.')
        const action = req.body.action
        if (action !== 'pay') {
          pending.delete(checkout.id)
          return reply.redirect(checkout.cancelUrl, 303)
        }
        const payload = JSON.stringify(completedEvent(checkout))
        const signature = stripeWebhooks.generateTestHeaderString({
          payload,
          secret: deps.webhookSecret,
        })
        const delivery = await app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
        if (delivery.statusCode !== 200) {
          req.log.error({ status: delivery.statusCode }, 'test checkout: webhook delivery failed')
          throw new AppError(
            502,
            'WEBHOOK_FAILED',
            'The payment went through but could not be recorded. Please try again.',
          )
        }
        pending.delete(checkout.id)
        return reply.redirect(
          checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id),
          303,
        )
      },
    )
  }

  return { provider, register }
}

/** The event Stripe sends when a Checkout Session is paid, with the fields Stripe uses. */
function completedEvent(checkout: PendingCheckout) {
  const created = Math.floor(Date.now() / 1000)
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: checkout.idempotencyKey },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: checkout.id,
        object: 'checkout.session',
        amount_subtotal: checkout.pack.amountCents,
        amount_total: checkout.pack.amountCents,
        cancel_url: checkout.cancelUrl,
        client_reference_id: checkout.userId,
        created,
        currency: 'usd',
        customer_details: { email: checkout.email },
        customer_email: checkout.email,
        livemode: false,
        metadata: { pack_id: checkout.pack.id, user_id: checkout.userId },
        mode: 'payment',
        payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
        payment_status: 'paid',
        status: 'complete',
        success_url: checkout.successUrl,
      },
    },
  }
}

function renderPage(id: string, pack: Pack, email: string): string {
  const action = `/test-checkout/${escapeHtml(id)}`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#ecfeff;margin:0;color:#0f172a}
.banner{background:#0e7490;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.1)}
h1{font-size:1.3rem;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#64748b}dd{margin:0;font-weight:600;text-align:right}.total{font-size:1.6rem}
form{display:inline}button{width:100%;padding:12px;border-radius:10px;border:0;font:inherit;font-weight:700;cursor:pointer;margin-top:8px}
.pay{background:#0e7490;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
p{color:#64748b;font-size:.85rem}
</style></head><body>
<div class="banner" role="alert">TEST MODE: no real payment. No card is charged.</div>
<main>
<h1>SnoopLens test checkout</h1>
<dl>
<dt>Pack</dt><dd>${escapeHtml(pack.name)}</dd>
<dt>Credits</dt><dd>${pack.credits}</dd>
<dt>Email</dt><dd>${escapeHtml(email)}</dd>
<dt>Total</dt><dd class="total">${dollars(pack.amountCents)} USD</dd>
</dl>
<form method="post" action="${action}"><button class="pay" type="submit" name="action" value="pay">Pay ${dollars(pack.amountCents)}</button></form>
<form method="post" action="${action}"><button class="cancel" type="submit" name="action" value="cancel">Cancel</button></form>
<p>This page stands in for Stripe Checkout while no Stripe key is configured.</p>
</main></body></html>`
}
