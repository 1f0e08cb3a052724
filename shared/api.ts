/**
 * The JSON the server sends and the web app reads, as schemas: the server's routes validate
 * their replies with them, and the browser parses every reply with them instead of trusting
 * a cast.
 */
import { z } from 'zod/mini'
import { ERROR_CODES } from './error-codes.ts'
import { ModuleResult, QueryType } from './module-result.ts'

/** SPEC 3 User: id, email, created_at and user_metadata. */
export const ApiUser = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  user_metadata: z.object({
    full_name: z.nullable(z.string()),
    name: z.nullable(z.string()),
    given_name: z.nullable(z.string()),
  }),
})
export type ApiUser = z.infer<typeof ApiUser>

export const MeResponse = z.object({ user: ApiUser, credits: z.int().check(z.nonnegative()) })
export type MeResponse = z.infer<typeof MeResponse>

/** The `balance` event of GET /api/credits/events (Server-Sent Events): the new balance. */
export const BalanceEvent = z.object({ credits: z.int().check(z.nonnegative()) })
export type BalanceEvent = z.infer<typeof BalanceEvent>

/** GET /api/session: who is signed in, answered 200 either way. */
export const SessionResponse = z.object({ me: z.nullable(MeResponse) })
export type SessionResponse = z.infer<typeof SessionResponse>

export const PublicConfig = z.object({
  supportEmail: z.string(),
  /** 'development' when the local test issuer stands in for Google. */
  signIn: z.enum(['google', 'development']),
  /** 'test' when the local test checkout stands in for Stripe. */
  payments: z.enum(['stripe', 'test']),
})
export type PublicConfig = z.infer<typeof PublicConfig>

/** The closed set of error codes (shared/error-codes.ts), as a schema for replies. */
export { ERROR_CODES }
export const ErrorCode = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCode>

export const ApiErrorBody = z.object({ error: z.string(), code: ErrorCode })
export type ApiErrorBody = z.infer<typeof ApiErrorBody>

/** The one check of an id the server made (a search's, a person's): a UUID. */
export const Uuid = z.uuid()

/** POST /api/searches: the search started, and the balance after its credit was spent. */
export const StartedSearch = z.object({
  id: Uuid,
  type: QueryType,
  query: z.string(),
  credits: z.int().check(z.nonnegative()),
})
export type StartedSearch = z.infer<typeof StartedSearch>

/** The address of one search: /api/searches/:id and what hangs off it. */
export const SearchParams = z.object({ id: Uuid })
export type SearchParams = z.infer<typeof SearchParams>

/** GET /api/searches/:id/summary: a live search, for its owner only. */
export const SearchSummary = z.object({
  id: Uuid,
  type: QueryType,
  query: z.string(),
  finished: z.boolean(),
})
export type SearchSummary = z.infer<typeof SearchSummary>

/** GET /api/searches/:id: a completed search's whole report (SPEC call 5). */
export const SearchReport = z.array(ModuleResult)
export type SearchReport = z.infer<typeof SearchReport>

/** GET /api/packs: SPEC 3 Product pack, with display extras. */
export const PackView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars. */
  price: z.number(),
  amountCents: z.int(),
  credits: z.int(),
  mode: z.literal('payment'),
  badge: z.nullable(z.string()),
  note: z.nullable(z.string()),
})
export type PackView = z.infer<typeof PackView>
export const PackViews = z.array(PackView)

/** POST /api/checkout: where to send the person to pay. */
export const CheckoutStarted = z.object({ url: z.string() })
export type CheckoutStarted = z.infer<typeof CheckoutStarted>

/**
 * GET /api/checkout/:sessionId, for the success page: 'paid' once the order is recorded and
 * its credits granted; 'processing' while the checkout is this person's but not yet recorded
 * as paid; 'not_found' when it is nobody's, someone else's, or did not end in a payment.
 */
export const CheckoutSessionParams = z.object({ sessionId: z.string() })

export const CheckoutStatusView = z.object({ status: z.enum(['paid', 'processing', 'not_found']) })
export type CheckoutStatusView = z.infer<typeof CheckoutStatusView>

/** GET /api/orders: SPEC 3 Order, newest first. */
export const OrderView = z.object({
  order_id: z.string(),
  order_date: z.string(),
  /** Minor units (cents). */
  amount_total: z.int(),
  currency: z.string(),
  payment_status: z.string(),
  order_status: z.string(),
  pack_name: z.string(),
  credits: z.int(),
})
export type OrderView = z.infer<typeof OrderView>
export const OrderViews = z.array(OrderView)

/** How often a watch runs (docs/product-rules.md, watches). */
export const WatchSchedule = z.enum(['daily', 'weekly', 'monthly'])
export type WatchSchedule = z.infer<typeof WatchSchedule>

/** POST /api/watches: the address to watch (a verification link goes to it) and how often. */
export const NewWatch = z.object({ address: z.string(), schedule: z.optional(WatchSchedule) })
export type NewWatch = z.infer<typeof NewWatch>

/** POST /api/watches/verify: the token from the verification link. */
export const WatchVerification = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

/** PATCH /api/watches/:id: pause, resume, or a new schedule. */
export const WatchChange = z.object({
  state: z.optional(z.enum(['active', 'paused'])),
  schedule: z.optional(WatchSchedule),
})
export type WatchChange = z.infer<typeof WatchChange>

/** The address of one watch: /api/watches/:id. */
export const WatchParams = z.object({ id: Uuid })

/** A watch's latest finished run: platform names found, new and gone since the run before. */
export const WatchRunView = z.object({
  at: z.string(),
  /** done; refunded (could tell nothing: credit back); failed (stopped); no_credits. */
  outcome: z.enum(['done', 'refunded', 'failed', 'no_credits']),
  found: z.array(z.string()),
  new: z.array(z.string()),
  gone: z.array(z.string()),
  /** False on a first run: nothing to compare with. */
  compared: z.boolean(),
  could_not_tell: z.int().check(z.nonnegative()),
})
export type WatchRunView = z.infer<typeof WatchRunView>

/** GET /api/watches: the signed-in person's watches, newest first. */
export const WatchView = z.object({
  id: Uuid,
  address: z.string(),
  schedule: WatchSchedule,
  state: z.enum(['unverified', 'active', 'paused']),
  paused_for: z.nullable(z.enum(['owner', 'no_credits'])),
  next_run_at: z.nullable(z.string()),
  created_at: z.string(),
  last_run: z.nullable(WatchRunView),
})
export type WatchView = z.infer<typeof WatchView>
export const WatchViews = z.array(WatchView)
