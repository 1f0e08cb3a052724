import { randomBytes } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import compress from '@fastify/compress'
import type { Config } from './env.ts'
import { createCanaries } from '../engine/vouching/canaries.ts'
import { createLatencyHistory } from '../engine/timing/latency-history.ts'
import type { Database } from './db/client.ts'
import { sharedSecret } from './db/app-secret.ts'
import { registerErrorHandler } from './errors.ts'
import { requestLogSampler } from './request-log.ts'
import { registerHealthRoutes } from './health.ts'
import { registerOriginCheck, registerSecurityHeaders } from './security.ts'
import { createOidcClient, type OidcProvider } from './auth/oidc.ts'
import { DEV_ISSUER_PATH, registerDevIssuer } from './auth/dev-issuer.ts'
import { registerAuthRoutes } from './auth/routes.ts'
import { registerAccountRoutes } from './account/routes.ts'
import { createLocalCreditsBus, type CreditsBus } from './credits/bus.ts'
import { registerCreditRoutes } from './credits/routes.ts'
import { createBalanceStreams } from './credits/balance-streams.ts'
import { getCredits } from './credits/balance.ts'
import { registerPaymentRoutes, WEBHOOK_PATH } from './payments/routes.ts'
import { stripeCheckout } from './payments/checkout.ts'
import { createStripeClient } from './payments/stripe-client.ts'
import { createTestCheckout } from './payments/test-checkout.ts'
import { registerSearches } from './search/register-searches.ts'
import { createSearchRateLimits } from './search/limits/rate-limits.ts'
import { databaseCanaryStore } from './search/workers/canary-store.ts'
import { createSearchEngine, type SearchEngine } from './search/workers/search-engine.ts'
import { registerWebApp } from './web-app.ts'
import { registerReportRoutes } from './reports/routes.ts'
import { loadSigningKey } from './reports/signing-key.ts'
import { registerMail } from './mail/mail.ts'
import { registerWatches } from './watches/register-watches.ts'
import { databaseLatencyStore } from './search/workers/latency-store.ts'
import { createSearchWorkers } from './search/workers/worker-pool.ts'
import { realWorkerEngineModule } from './search/workers/real-worker-engine.ts'
import {
  connectionsPerPlatform,
  startWorkerEngine,
  type WorkerEngineChoice,
} from './search/workers/worker-engine.ts'

/**
 * What the app is made of besides its configuration: what production hands it (the database,
 * the built web app, the credits bus of its database), and the seams tests swap at the edge
 * (the log's destination, the lookup engine). Timings and limits are configuration (env.ts).
 */
export interface AppDeps {
  config: Config
  database: Database
  /** The built web app (dist/web); null serves the API alone. */
  webRoot?: string | null
  /** Where the log goes: false for none; by default stdout at the configured level. */
  logger?: boolean | object
  /** Carries balance changes to live listeners; on PostgreSQL pass the LISTEN/NOTIFY bus. */
  creditsBus?: CreditsBus
  /** The lookup engine; by default the real one over the shared outbound client. */
  searchEngine?: SearchEngine
  /**
   * The engine module search workers load, and its options (tests fake the platforms);
   * default: the real engine, with the lookup keys.
   */
  searchWorkerEngine?: WorkerEngineChoice
  /**
   * Starts the search workers as the app starts, so that its first search does not wait for
   * them to load the catalogue (the server process does; an app that may never search, as
   * most tests', starts them with its first search).
   */
  startSearchWorkers?: boolean
}

/** Builds the app without listening: tests drive it with inject() or on port 0. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const db = database.db
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    logController: requestLogSampler(config.logRequestSample),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  })

  registerErrorHandler(app)
  // Routes declare params, bodies and replies with the shared zod schemas (shared/api.ts):
  // what a route sends is checked against the contract the browser parses.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Signs cookies, seals stored searches and keys the rate limits' hashes: instances
  // sharing a database must share it. Without SESSION_SECRET (never in production) the
  // database keeps one for every instance on it.
  const secret = config.sessionSecret ?? (await sharedSecret(db))
  await app.register(cookie, { secret })
  await registerSecurityHeaders(app, config.appOrigin)
  // API answers over 1 kB go out as brotli or gzip. Streams stay uncompressed (NDJSON and
  // Server-Sent Events are not compressible types), so each line reaches the browser at once.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(rateLimit, { global: false })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  registerOriginCheck(app, config.appOrigin, [WEBHOOK_PATH])

  const redirectUri = `${config.appOrigin}/auth/callback`
  let provider: OidcProvider | undefined
  if (config.google) {
    provider = { issuer: 'https://accounts.google.com', ...config.google, redirectUri }
  }
  if (!provider) {
    const devClient = { clientId: 'snooplens-dev', clientSecret: randomBytes(24).toString('hex') }
    const issuer = `${config.appOrigin}${DEV_ISSUER_PATH}`
    await registerDevIssuer(app, {
      issuerUrl: issuer,
      ...devClient,
      redirectUris: [redirectUri],
      nodeEnv: config.nodeEnv,
    })
    provider = { issuer, ...devClient, redirectUri }
  }
  const oidc = createOidcClient(provider)

  const bus = deps.creditsBus ?? createLocalCreditsBus()
  if (!deps.creditsBus) app.addHook('onClose', () => bus.close())

  let checkout
  let webhookSecret: string
  if (config.stripe) {
    checkout = stripeCheckout(createStripeClient(config.stripe), config.stripe.prices)
    webhookSecret = config.stripe.webhookSecret
  } else {
    webhookSecret = `whsec_local${randomBytes(24).toString('hex')}`
    const testCheckout = createTestCheckout({
      appOrigin: config.appOrigin,
      nodeEnv: config.nodeEnv,
    })
    testCheckout.register(app, { db, webhookSecret })
    checkout = testCheckout.provider
  }

  registerAuthRoutes(app, {
    appOrigin: config.appOrigin,
    sessionTtlMs: config.sessionTtlMs,
    db,
    oidc,
  })
  registerAccountRoutes(app, {
    config,
    db,
    signIn: provider.issuer === 'https://accounts.google.com' ? 'google' : 'development',
    payments: config.stripe ? 'stripe' : 'test',
  })
  const balanceStreams = createBalanceStreams({
    bus,
    readBalance: (userId) => getCredits(db, userId),
    warn: (err) => app.log.warn({ err }, 'balance event failed'),
  })
  // Open streams would hold the server open: end them first (pages reconnect elsewhere).
  app.addHook('preClose', async () => balanceStreams.closeAll())
  registerCreditRoutes(app, { db, streams: balanceStreams })
  registerPaymentRoutes(app, { db, appOrigin: config.appOrigin, checkout, webhookSecret, bus })

  const { mailer } = await registerMail(app, config)
  const { engine, workers, canSearch } = await searchEngineFor(app, deps)
  registerHealthRoutes(app, { db, bus, canSearch })
  const rateLimits = createSearchRateLimits(db, config.searchLimits, {
    secret,
    warn: (message, err) => app.log.warn({ err }, message),
  })
  app.addHook('onClose', () => rateLimits.close())
  const { searches } = await registerSearches(app, {
    database,
    bus,
    engine,
    // Without workers (SEARCH_WORKERS=0, or an engine given) this process is one worker.
    capacity: Math.max(1, workers) * config.searchesPerWorker,
    secret,
    rateLimits,
    leases: config.searchLeases,
    store: { idleMs: config.searchIdleMs },
  })
  const watches = registerWatches(app, {
    db,
    searches,
    mailer,
    secret,
    appOrigin: config.appOrigin,
    options: config.watches,
  })
  // A stop: watch runs stop being claimed, then the searches settle their credits.
  app.addHook('preClose', async () => {
    await watches.stop()
    await searches.drain()
  })

  registerReportRoutes(app, {
    db,
    searches,
    key: await loadSigningKey(db, config.reportSigningKey),
    origin: config.appOrigin,
  })

  await registerWebApp(app, deps.webRoot)
  return app
}

/**
 * The engine searches run on: the one given (tests), else the machine's search workers, else
 * (SEARCH_WORKERS=0) the real engine on this event loop. Either way the canaries and the
 * answer times are the process's, shared with every instance through the database.
 */
async function searchEngineFor(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<{ engine: SearchEngine; workers: number; canSearch: () => boolean }> {
  const always = () => true
  if (deps.searchEngine) return { engine: deps.searchEngine, workers: 0, canSearch: always }
  const { config } = deps
  const engineChoice = deps.searchWorkerEngine ?? {
    module: realWorkerEngineModule,
    options: {
      env: config.lookupEnv,
      connectionsPerHost: connectionsPerPlatform(config.searchesPerWorker),
    },
  }
  // In this thread: the canaries' client and modules, or the whole engine without workers.
  // Options its engine does not accept stop the app here, before any worker starts.
  const local = await startWorkerEngine(engineChoice)
  // Each platform's answer times, from which checks get their deadlines: the process's,
  // shared with every instance through the database.
  const latency = createLatencyHistory({
    store: databaseLatencyStore(deps.database.db),
    onStoreError: (err) => app.log.warn({ err }, 'latency store unavailable'),
  })
  await latency.load()
  const canaries = createCanaries({
    http: local.http,
    env: local.env,
    latency,
    store: databaseCanaryStore(deps.database.db),
    onStoreError: (err) => app.log.warn({ err }, 'canary store unavailable'),
  })
  app.addHook('onClose', async () => {
    canaries.close()
    // What it learnt since its last write (every 15 s) is not worth a slower stop.
    latency.close()
    await local.close()
  })
  if (config.searchWorkers === 0) {
    return {
      engine: createSearchEngine({ ...local, canaries, latency }),
      workers: 0,
      canSearch: always,
    }
  }
  const pool = createSearchWorkers({
    workers: config.searchWorkers,
    engine: engineChoice,
    canaryStore: databaseCanaryStore(deps.database.db),
    latency: {
      expectations: (type) => latency.snapshot(local.modules(type).map((m) => m.id)),
      record: latency.record,
    },
    warn: (message, err) => app.log.warn({ err }, message),
  })
  // One that cannot load is reported by the pool, which sends searches to the others and
  // starts it again later (ADR 049); readiness says when none can search.
  if (deps.startSearchWorkers) {
    app.addHook('onReady', async () => void pool.start().catch(() => undefined))
  }
  app.addHook('onClose', () => pool.close())
  return { engine: pool.engine, workers: config.searchWorkers, canSearch: pool.canSearch }
}
