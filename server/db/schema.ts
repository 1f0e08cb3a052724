import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { QUERY_TYPES } from '../../shared/query-type.ts'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity provider's issuer and subject: the stable key of a Google account. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    name: text('name'),
    givenName: text('given_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_identity_key').on(t.issuer, t.subject)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, so a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const userCredits = pgTable(
  'user_credits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_credits_non_negative', sql`${t.credits} >= 0`)],
)

/** One row per Stripe Checkout Session: what was bought, for how much, and where it stands. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    /** Minor units (cents). */
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's payment_status: paid, unpaid, no_payment_required; or partially_refunded, refunded. */
    paymentStatus: text('payment_status').notNull(),
    /** completed (also when partly refunded), pending, failed, canceled (expired), refunded. */
    orderStatus: text('order_status').notNull(),
    /** What Stripe has refunded of the payment so far, in minor units (cumulative). */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /**
     * How many of its credits the refunds so far claim back: ⌊credits × refunded / total⌋,
     * all of them once fully refunded. Each refund takes the increase from what the person
     * holds then (docs/product-rules.md, section 9).
     */
    creditsOwedBack: integer('credits_owed_back').notNull().default(0),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_checkout_session_key').on(t.checkoutSessionId),
    index('orders_user_date_idx').on(t.userId, t.orderDate),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
  ],
)

/**
 * Every change to a balance, append-only, written in the same transaction as user_credits.
 * The balance always equals the sum of a user's deltas.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** grant, spend, refund (a spend given back), reversal (a payment refunded). */
    kind: text('kind').notNull(),
    /** What the change is for: an order id for grant/reversal, a spend id for spend/refund. */
    reference: text('reference').notNull(),
    /** For spends: the search type only; queries are never stored. */
    searchType: text('search_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A grant, reversal, spend or refund happens once per reference: replays are no-ops.
    uniqueIndex('credit_ledger_kind_reference_key').on(t.kind, t.reference),
    index('credit_ledger_user_idx').on(t.userId),
  ],
)

/**
 * A search in flight holds a lease on its spent credit: who runs it (an instance of the
 * server, renewing `expires_at` while alive) and whether a verdict reached its owner. Nothing
 * of the query is kept. The row goes when the search is settled (its credit kept or given
 * back), exactly once; a lease whose instance stopped renewing is settled by whichever
 * instance finds it first.
 */
export const searchLeases = pgTable(
  'search_leases',
  {
    /** The ledger reference of the spend. */
    spendId: text('spend_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The server instance running the search (host, process id and a random part). */
    owner: text('owner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Pushed forward by the owner while it lives; past it, the owner is presumed gone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a first verdict was delivered to the person: from then on the credit is spent. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The order whose refund took this credit back while the search was still running. */
    reversedBy: text('reversed_by'),
  },
  (t) => [
    index('search_leases_user_idx').on(t.userId),
    index('search_leases_owner_idx').on(t.owner),
    index('search_leases_expires_idx').on(t.expiresAt),
  ],
)

/**
 * What Stripe has refunded of each payment, by PaymentIntent, whether or not its order has
 * arrived yet: Stripe does not promise event order, and a refund recorded before its checkout
 * completes must still win. The amount is cumulative, as Stripe reports it.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  amountRefunded: integer('amount_refunded').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Stripe events already processed, so a redelivered event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The lookup engine's run-time canaries (engine/vouching/canaries.ts), shared by every instance on this
 * database: one row per module, the latest outcome. Module ids and outcomes only; no query.
 */
export const canaryResults = pgTable('canary_results', {
  module: text('module').primaryKey(),
  /** pass, fail or inconclusive. */
  state: text('state').notNull(),
  detail: text('detail').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
})

/**
 * How long each platform takes to answer (engine/timing/latency-history.ts), shared by every
 * instance so a platform that hangs is given up on early everywhere, and one that is slow but
 * answers is waited for everywhere. Its recent answer times, and when it last answered and
 * last hung; no query, no user.
 */
export const platformLatency = pgTable('platform_latency', {
  module: text('module').primaryKey(),
  answeredMs: integer('answered_ms').array().notNull(),
  lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
  lastHungAt: timestamp('last_hung_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * Searches shared by the instances on one PostgreSQL database (a single-process server keeps
 * them in memory instead): any instance may run a search and any may stream it. The query is
 * sealed (server/search/store/sealed.ts); a row lives until its search ended plus the reconnect
 * grace period.
 */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ledger reference of the credit spent on it (and its lease's key). */
    spendId: text('spend_id').notNull(),
    type: text('type', { enum: QUERY_TYPES }).notNull(),
    sealedQuery: text('sealed_query').notNull(),
    /** The search's time budget, in seconds. */
    timeoutS: integer('timeout_s').notNull(),
    state: text('state', { enum: ['queued', 'running', 'finished'] })
      .notNull()
      .default('queued'),
    /** Whether its owner was told a place in the queue (then they hear when it starts). */
    toldPlace: boolean('told_place').notNull().default(false),
    /** Queue order: a person's second search at once waits behind everyone's first. */
    round: integer('round').notNull().default(0),
    /** Pushed forward while someone streams it; a running search nobody watches is stopped. */
    watchedUntil: timestamp('watched_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('searches_spend_idx').on(t.spendId),
    index('searches_state_idx').on(t.state, t.round, t.createdAt),
    index('searches_finished_idx').on(t.finishedAt),
  ],
)

/** A search's stream messages, in order and sealed, for every instance's streams. */
export const searchEvents = pgTable(
  'search_events',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The message's type (result, queued, complete…): never its content. */
    kind: text('kind').notNull(),
    sealed: text('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.seq] })],
)

/**
 * Search rate limits, counted here so every instance on this database shares them: one fixed
 * window per key, ending at `endsAt` (each window carries its own end, so one sweep serves
 * limits of any length). Keys are keyed hashes of a user id or an IP address, never either.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_windows_ends_idx').on(t.endsAt)],
)

/**
 * Secrets an instance makes for itself when none is configured (SESSION_SECRET is optional
 * outside production): the first instance to boot stores one, and every other instance on
 * the database reads it, so cookies, sealed searches and rate limit keys agree.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A person's watch on an email address they proved is theirs: the search re-run on its
 * schedule, one credit a run (docs/product-rules.md, watches). The address is sealed as
 * search queries are (server/search/store/sealed.ts): the app opens it only to search it and
 * to write to it; `address_key` (a keyed hash) finds a person's watch on the same address.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealedAddress: text('sealed_address').notNull(),
    addressKey: text('address_key').notNull(),
    schedule: text('schedule', { enum: ['daily', 'weekly', 'monthly'] })
      .notNull()
      .default('weekly'),
    /** unverified until its link is opened; then active or paused. */
    state: text('state', { enum: ['unverified', 'active', 'paused'] })
      .notNull()
      .default('unverified'),
    /** Why it is paused: its owner paused it, or a run found no credit. */
    pausedFor: text('paused_for', { enum: ['owner', 'no_credits'] }),
    /** SHA-256 of the verification link's token (the token itself is only in the mail). */
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    /** When the next run is due; an instance claims it by moving it on (never twice). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watches_user_address_key').on(t.userId, t.addressKey),
    index('watches_due_idx').on(t.state, t.nextRunAt),
    index('watches_verify_idx').on(t.verifyTokenHash),
  ],
)

/**
 * One run of a watch, claimed for one due time (unique: no run happens twice). What it
 * found is kept as platform ids and names only, to tell what is new or gone next time.
 */
export const watchRuns = pgTable(
  'watch_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    /** The due time this run was claimed for. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** running; done; refunded (could tell nothing); failed (stopped, credit settled); no_credits. */
    outcome: text('outcome', {
      enum: ['running', 'done', 'refunded', 'failed', 'no_credits'],
    })
      .notNull()
      .default('running'),
    /** Platforms (module ids) with a found verdict, and those that could not tell. */
    found: text('found')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    couldNotTell: text('could_not_tell')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Platform display names, by id, for what is found, new or gone. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    newSince: text('new_since')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    goneSince: text('gone_since')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether this run had an earlier finished run to compare with. */
    compared: boolean('compared').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('watch_runs_due_key').on(t.watchId, t.dueAt),
    index('watch_runs_watch_idx').on(t.watchId, t.startedAt),
  ],
)
