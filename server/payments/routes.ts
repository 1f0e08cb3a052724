import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { CreditsBus } from '../credits/bus.ts'
import { PACKS, findPack } from '../../shared/packs.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CheckoutStarted,
  CheckoutStatusView,
  CheckoutSessionParams,
  OrderViews,
  PackViews,
  ApiErrorBody,
} from '../../shared/api.ts'
import type { CheckoutProvider } from './checkout.ts'
import { fulfilStripeEvent } from './fulfilment.ts'
import { UnusableEventError, readStripeEvent, signatureTimeProblem } from './webhook-event.ts'
import { stripeWebhooks } from './stripe-client.ts'

export const WEBHOOK_PATH = '/api/stripe/webhook'

/** What Stripe hears back: received, and whether the event was of no use to us. */
const WebhookReceipt = z.object({ received: z.literal(true), ignored: z.literal(true).optional() })

const CheckoutBody = z.object({
  packId: z.string(),
  /** The page the person came from, for cancel_url: a path of ours. */
  returnTo: z.string().max(500).optional(),
})

/** Only our own paths: '/billing' yes; '//evil.example' or 'https://…' no. */
function safeReturnPath(value: string | undefined, req: FastifyRequest, appOrigin: string): string {
  const candidates = [value, req.headers.referer]
  for (const candidate of candidates) {
    if (!candidate) continue
    try {
      const url = new URL(candidate, appOrigin)
      if (url.origin === appOrigin) return `${url.pathname}${url.search}`
    } catch {
      // not a URL: try the next one
    }
  }
  return '/'
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    appOrigin: string
    checkout: CheckoutProvider
    webhookSecret: string
    bus: CreditsBus
  },
) {
  const { db, appOrigin } = deps
  const typed = app.withTypeProvider<ZodTypeProvider>()

  typed.get('/api/packs', { schema: { response: { 200: PackViews } } }, async () =>
    PACKS.map((p) => ({ ...p, price: p.amountCents / 100, mode: 'payment' as const })),
  )

  typed.post(
    '/api/checkout',
    {
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        invalidRequest: 'Choose a pack to buy.',
      },
      schema: { body: CheckoutBody, response: { 200: CheckoutStarted } },
    },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      const pack = findPack(req.body.packId)
      if (!pack) throw new AppError(400, 'UNKNOWN_PACK', 'That pack does not exist.')
      const header = req.headers['idempotency-key']
      const clientKey =
        typeof header === 'string' && /^[\w-]{8,100}$/.test(header) ? header : randomUUID()
      try {
        const { url } = await deps.checkout.createCheckout({
          pack,
          userId: user.id,
          email: user.email,
          successUrl: `${appOrigin}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${appOrigin}${safeReturnPath(req.body.returnTo, req, appOrigin)}`,
          idempotencyKey: `checkout:${user.id}:${pack.id}:${clientKey}`,
        })
        return { url }
      } catch (err) {
        req.log.error({ err }, 'checkout session could not be created')
        throw new AppError(502, 'CHECKOUT_FAILED', 'Failed to create checkout session')
      }
    },
  )

  // /success asks whether the checkout it came back from is this person's, and paid. The
  // order our webhook wrote is the truth (paid means the credits are granted); until it
  // arrives, the payment provider says whether the checkout exists and whose it is.
  typed.get(
    '/api/checkout/:sessionId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: CheckoutSessionParams,
        response: { 200: CheckoutStatusView },
      },
    },
    async (req, reply): Promise<CheckoutStatusView> => {
      reply.header('cache-control', 'no-store')
      const user = await requireUser(db, req, reply)
      const { sessionId } = req.params
      if (!/^cs_\w{1,250}$/.test(sessionId)) return { status: 'not_found' }
      const [order] = await db
        .select({ status: orders.orderStatus })
        .from(orders)
        .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.userId, user.id)))
      if (order) {
        if (order.status === 'completed') return { status: 'paid' }
        return { status: order.status === 'pending' ? 'processing' : 'not_found' }
      }
      let found
      try {
        found = await deps.checkout.findCheckout(sessionId)
      } catch (err) {
        req.log.error({ err }, 'checkout session could not be looked up')
        throw new AppError(502, 'CHECKOUT_LOOKUP_FAILED', 'The payment could not be checked.')
      }
      return { status: found && found.userId === user.id ? 'processing' : 'not_found' }
    },
  )

  typed.get('/api/orders', { schema: { response: { 200: OrderViews } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    const user = await requireUser(db, req, reply)
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.orderDate))
    return rows.map((o) => ({
      order_id: o.id,
      order_date: o.orderDate.toISOString(),
      amount_total: o.amountTotal,
      currency: o.currency,
      payment_status: o.paymentStatus,
      order_status: o.orderStatus,
      pack_name: findPack(o.packId)?.name ?? o.packId,
      credits: o.credits,
    }))
  })

  // Stripe signs the exact bytes it sent: this route gets the raw body, nothing parsed.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    )
    const webhookReplies = { 200: WebhookReceipt, 400: ApiErrorBody, 500: ApiErrorBody }
    const typedScope = scope.withTypeProvider<ZodTypeProvider>()
    typedScope.post(WEBHOOK_PATH, { schema: { response: webhookReplies } }, async (req, reply) => {
      const signature = req.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        return reply
          .code(400)
          .send({ error: 'Missing Stripe signature', code: 'BAD_SIGNATURE' } satisfies ApiErrorBody)
      }
      let verified: unknown
      try {
        verified = stripeWebhooks.constructEvent(req.body, signature, deps.webhookSecret)
      } catch {
        return reply
          .code(400)
          .send({ error: 'Invalid Stripe signature', code: 'BAD_SIGNATURE' } satisfies ApiErrorBody)
      }
      const timeProblem = signatureTimeProblem(signature)
      if (timeProblem) {
        req.log.warn({ reason: timeProblem }, 'stripe event refused')
        return reply
          .code(400)
          .send({ error: 'Invalid Stripe signature', code: 'BAD_SIGNATURE' } satisfies ApiErrorBody)
      }
      const event = readStripeEvent(verified)
      if (!event) {
        // Signed by Stripe but not something we can act on: a 5xx would only make Stripe
        // retry it for days.
        req.log.warn('stripe event ignored: no id, type or data object')
        return { received: true as const, ignored: true as const }
      }
      try {
        const result = await fulfilStripeEvent(db, event)
        for (const userId of result.changedUsers) await deps.bus.publish(userId)
        return { received: true as const }
      } catch (err) {
        if (err instanceof UnusableEventError) {
          req.log.warn({ eventId: event.id, reason: err.message }, 'stripe event ignored')
          return { received: true as const, ignored: true as const }
        }
        // 5xx: Stripe retries, and the event id makes the retry safe.
        req.log.error({ err, eventId: event.id }, 'stripe event failed')
        return reply
          .code(500)
          .send({ error: 'Event processing failed', code: 'WEBHOOK_FAILED' } satisfies ApiErrorBody)
      }
    })
  })
}
