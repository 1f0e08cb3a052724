/** Shapes of the JSON the server sends and the web app reads. */
import type { QueryType, StreamMessage } from '../engine/types.ts'

/** SPEC 3 User: id, email, created_at and user_metadata. */
export interface ApiUser {
  id: string
  email: string
  created_at: string
  user_metadata: { full_name: string | null; name: string | null; given_name: string | null }
}

export interface MeResponse {
  user: ApiUser
  credits: number
}

/** GET /api/session: who is signed in, answered 200 either way. */
export interface SessionResponse {
  me: MeResponse | null
}

export interface PublicConfig {
  supportEmail: string
  /** 'development' when the local test issuer stands in for Google. */
  signIn: 'google' | 'development'
  /** 'test' when the local test checkout stands in for Stripe. */
  payments: 'stripe' | 'test'
}

/** What a person is told while the server cannot reach its database; nothing was lost. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'SnoopLens is briefly unavailable. Nothing is lost: please try again in a moment.'

export interface ApiErrorBody {
  error: string
  code?: string
}

/** GET /api/searches/:id/summary: a live search, for its owner only. */
export interface SearchSummary {
  id: string
  type: QueryType
  query: string
  finished: boolean
}

/** GET /api/packs: SPEC 3 Product pack, with display extras. */
export interface PackView {
  id: string
  name: string
  description: string
  /** Dollars. */
  price: number
  amountCents: number
  credits: number
  mode: 'payment'
  badge: string | null
  note: string | null
}

/**
 * GET /api/checkout/:sessionId, for the success page: 'paid' once the order is recorded and
 * its credits granted; 'processing' while the checkout is this person's but not yet recorded
 * as paid; 'not_found' when it is nobody's, someone else's, or did not end in a payment.
 */
export interface CheckoutStatusView {
  status: 'paid' | 'processing' | 'not_found'
}

/** GET /api/orders: SPEC 3 Order, newest first. */
export interface OrderView {
  order_id: string
  order_date: string
  /** Minor units (cents). */
  amount_total: number
  currency: string
  payment_status: string
  order_status: string
  pack_name: string
  credits: number
}

/**
 * A search's stream: the engine's messages, and the server's word on its place in the queue.
 * `queued` says how many searches will start before this one (repeated as that changes);
 * `started` follows once it leaves the queue, and the client's 65 s abort counts from there.
 */
export type SearchStreamMessage =
  StreamMessage | { type: 'queued'; ahead: number } | { type: 'started' }
