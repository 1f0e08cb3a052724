import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { providerModules } from '../engine/catalog/providers.ts'
import { parsePrivateKey } from './reports/report-signature.ts'
import { CLIENT_ABORT_MS } from '../shared/search-budget.ts'
import { DEFAULT_IDLE_MS } from './search/store/search-store.ts'

/**
 * Measured with `npm run bench:engine -- --sites 1657 --concurrent 50` on 2 cores
 * (docs/benchmarks.md): a search of the whole catalogue spends about two seconds of CPU as its
 * checks answer, and 6 per worker lost 33,233 of 82,850 answers to timeouts as their bursts
 * overlapped; 2 lost none, as fast overall. Searches of fewer platforms (500) run 20 % fewer a
 * minute at 2 than at 6, and none is lost either way.
 */
export const DEFAULT_SEARCHES_PER_WORKER = 2

/** Empty strings in the environment mean "not set", as in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const flag = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : String(v).toLowerCase()),
  z.enum(['1', '0', 'true', 'false', 'yes', 'no']).optional(),
)

/** `ip`, `ip:port` or `[ipv6]:port`: what c-ares takes as a DNS server. */
const isDnsServer = (text: string) => {
  const withPort = /^\[(.+)\]:(\d+)$/.exec(text) ?? /^([^:]+):(\d+)$/.exec(text)
  const port = withPort ? Number(withPort[2]) : 53
  return isIP(withPort ? (withPort[1] ?? '') : text) !== 0 && port > 0 && port < 65536
}

const yes = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes'

function isSigningKey(text: string): boolean {
  try {
    parsePrivateKey(text)
    return true
  } catch {
    return false
  }
}

/**
 * The API keys the paid data providers ask for: each provider module names its own
 * (`needsKey`), so adding a provider needs no change here.
 */
export const PROVIDER_KEYS: readonly string[] = [
  ...new Set(providerModules.flatMap((m) => (m.needsKey ? [m.needsKey] : []))),
]
const ProviderKeysSchema = z.object(
  Object.fromEntries(PROVIDER_KEYS.map((key) => [key, optional(z.string().min(1))])),
)

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number().int().min(0).max(65535)),
    HOST: optional(z.string().min(1)),
    APP_ORIGIN: optional(
      z.url({ protocol: /^https?$/ }).refine((u) => new URL(u).pathname === '/', {
        message: 'must be an origin such as https://example.com, without a path',
      }),
    ),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATA_DIR: optional(z.string().min(1)),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SESSION_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365)),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    SUPPORT_EMAIL: optional(z.email()),
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)'),
    ),
    /** Stripe API location override, e.g. a local fake for tests: http://127.0.0.1:12111 */
    STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
    STRIPE_PRICE_SNOOP_1: optional(z.string().regex(/^price_\w+$/)),
    STRIPE_PRICE_SNOOP_6: optional(z.string().regex(/^price_\w+$/)),
    STRIPE_PRICE_SNOOP_15: optional(z.string().regex(/^price_\w+$/)),
    STRIPE_PRICE_SNOOP_40: optional(z.string().regex(/^price_\w+$/)),
    STRIPE_PRICE_SNOOP_100: optional(z.string().regex(/^price_\w+$/)),
    TRUST_PROXY: flag,
    /** http(s) proxy for all platform lookups (CONNECT for https targets). */
    LOOKUP_PROXY: optional(z.url({ protocol: /^https?$/ })),
    /** DNS servers platforms' names are asked of (default: the system's), comma separated. */
    LOOKUP_DNS_SERVERS: optional(
      z.string().refine(
        (v) =>
          v
            .split(/[\s,]+/)
            .filter(Boolean)
            .every(isDnsServer),
        {
          message: 'must be DNS server addresses (ip or ip:port), comma separated',
        },
      ),
    ),
    /** Search worker threads; 0 runs searches on the web process's own event loop. */
    SEARCH_WORKERS: optional(z.coerce.number().int().min(0).max(64)),
    /** Searches each worker runs at once; past workers × this, searches wait their turn. */
    SEARCHES_PER_WORKER: optional(z.coerce.number().int().min(1).max(100)),
    /** Search starts per person per minute, across every instance (default 20). */
    SEARCH_LIMIT_PER_USER: optional(z.coerce.number().int().min(1).max(100_000)),
    /** Search starts per IP address per minute, across every instance (default 60). */
    SEARCH_LIMIT_PER_IP: optional(z.coerce.number().int().min(1).max(100_000)),
    /** Invalid search requests per person per minute (default three times the search limit). */
    SEARCH_INVALID_LIMIT_PER_USER: optional(z.coerce.number().int().min(1).max(100_000)),
    /** Invalid search requests per IP address per minute (default three times its limit). */
    SEARCH_INVALID_LIMIT_PER_IP: optional(z.coerce.number().int().min(1).max(100_000)),
    /** How long a search runs with nobody watching before it stops (default 30 s). */
    SEARCH_IDLE_MS: optional(z.coerce.number().int().min(100).max(3_600_000)),
    /** How long a search lease lasts unrenewed: past it, its instance is presumed gone. */
    SEARCH_LEASE_TTL_MS: optional(z.coerce.number().int().min(100).max(600_000)),
    /** How old an abandoned lease must be before it is settled (default: the longest search). */
    SEARCH_LEASE_MIN_AGE_MS: optional(z.coerce.number().int().min(0).max(3_600_000)),
    /** How often each instance looks for due watch runs (default a minute). */
    WATCH_POLL_MS: optional(z.coerce.number().int().min(10).max(3_600_000)),
    /** Watch runs one instance has going at once (default 2). */
    WATCH_SLOTS: optional(z.coerce.number().int().min(1).max(64)),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    /** Share of requests logged one line each: 0 to 1 (default 0 in production, else 1). */
    LOG_REQUEST_SAMPLE: optional(z.coerce.number().min(0).max(1)),
    /** Production only: accept an http:// APP_ORIGIN (cookies are then sent in clear text). */
    ALLOW_HTTP_ORIGIN: flag,
    /** Production only: run on the embedded database (one instance, no DATABASE_URL). */
    ALLOW_EMBEDDED_DATABASE: flag,
    /** Ed25519 private key (PKCS#8 PEM or base64 DER) that signs report exports. */
    REPORT_SIGNING_KEY: optional(
      z.string().refine(isSigningKey, 'must be an Ed25519 private key (PKCS#8 PEM or base64 DER)'),
    ),
    /** Outgoing mail: smtp(s)://user:pass@host:port. Unset: the development inbox at /dev/mail. */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    /** The From of every mail the app sends, e.g. "SnoopLens <hello@snooplens.app>". */
    MAIL_FROM: optional(z.string().min(3)),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'set both Google keys or neither' })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'set both Stripe keys or neither' })
    }
    if (env.NODE_ENV === 'production') {
      const required = [
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'SESSION_SECRET',
        'APP_ORIGIN',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SMTP_URL',
      ] as const
      for (const key of required) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'required when NODE_ENV=production (development stand-ins refuse to run there)',
          })
        }
      }
      if (env.APP_ORIGIN?.startsWith('http:') && !yes(env.ALLOW_HTTP_ORIGIN)) {
        ctx.addIssue({
          code: 'custom',
          path: ['APP_ORIGIN'],
          message: 'must be https in production (or set ALLOW_HTTP_ORIGIN=true)',
        })
      }
      if (!env.DATABASE_URL && !yes(env.ALLOW_EMBEDDED_DATABASE)) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'required in production: the embedded database serves one instance only ' +
            '(or set ALLOW_EMBEDDED_DATABASE=true)',
        })
      }
    }
  })

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  /** The origin people reach the app at; OAuth redirects and the Origin check use it. */
  appOrigin: string
  databaseUrl: string | undefined
  dataDir: string
  /**
   * Signs short-lived cookies (the sign-in transaction) and keys the rate limits' hashes.
   * Random per boot when unset.
   */
  sessionSecret: string | undefined
  sessionTtlMs: number
  google: { clientId: string; clientSecret: string } | undefined
  supportEmail: string
  /** Stripe Checkout; undefined runs the local test checkout instead. */
  stripe:
    | {
        secretKey: string
        webhookSecret: string
        apiBase: string | undefined
        prices: Record<string, string | undefined>
      }
    | undefined
  trustProxy: boolean
  logLevel: string
  /** Share of requests that get a request log line (0 to 1). */
  logRequestSample: number
  /** Search worker threads (default: one per core); 0 runs searches in the web process. */
  searchWorkers: number
  /** Searches each worker (or the web process, without workers) runs at once. */
  searchesPerWorker: number
  /** Search starts allowed per window, per person and per IP address, across every instance. */
  searchLimits: {
    perUser: number
    perIp: number
    windowMs: number
    /** Invalid requests (answered 400), counted apart and looser. */
    invalid: { perUser: number; perIp: number }
  }
  /** How long a search runs with nobody watching before it stops. */
  searchIdleMs: number
  /** Search leases: how long one lasts unrenewed, how old an abandoned one is settled. */
  searchLeases: { ttlMs: number; minAgeMs: number }
  /** How often each instance looks for due watch runs, and how many it runs at once. */
  watches: { tickMs: number; slots: number }
  /** Outgoing mail over SMTP; undefined runs the development inbox (/dev/mail) instead. */
  smtpUrl: string | undefined
  /** The From of every mail the app sends. */
  mailFrom: string
  /** What the lookup engine reads: the proxy and the data providers' API keys. */
  lookupEnv: Readonly<Record<string, string | undefined>>
  /** Signs report exports; unset, the key generated on first boot and kept in the database. */
  reportSigningKey: string | undefined
}

export class EnvError extends Error {
  constructor(
    readonly badKeys: string[],
    details: string[],
  ) {
    super(
      `Invalid environment: ${badKeys.join(', ')}\n${details.map((d) => `  - ${d}`).join('\n')}`,
    )
    this.name = 'EnvError'
  }
}

/** Parses the environment once; throws EnvError naming every bad key. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source)
  const providers = ProviderKeysSchema.safeParse(source)
  const issues = [...(parsed.error?.issues ?? []), ...(providers.error?.issues ?? [])]
  if (!parsed.success || !providers.success) {
    const details = issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    const keys = [...new Set(issues.map((i) => i.path.join('.') || '(root)'))]
    throw new EnvError(keys, details)
  }
  const env = parsed.data
  const port = env.PORT ?? 3000
  const production = env.NODE_ENV === 'production'
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    port,
    host: env.HOST ?? 'localhost',
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? './data',
    sessionSecret: env.SESSION_SECRET,
    sessionTtlMs: (env.SESSION_TTL_DAYS ?? 30) * 24 * 60 * 60 * 1000,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@snooplens.app',
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
            prices: {
              'snoop-1': env.STRIPE_PRICE_SNOOP_1,
              'snoop-6': env.STRIPE_PRICE_SNOOP_6,
              'snoop-15': env.STRIPE_PRICE_SNOOP_15,
              'snoop-40': env.STRIPE_PRICE_SNOOP_40,
              'snoop-100': env.STRIPE_PRICE_SNOOP_100,
            },
          }
        : undefined,
    trustProxy: yes(env.TRUST_PROXY),
    searchWorkers: env.SEARCH_WORKERS ?? availableParallelism(),
    searchesPerWorker: env.SEARCHES_PER_WORKER ?? DEFAULT_SEARCHES_PER_WORKER,
    searchLimits: searchLimits(env),
    searchIdleMs: env.SEARCH_IDLE_MS ?? DEFAULT_IDLE_MS,
    searchLeases: {
      ttlMs: env.SEARCH_LEASE_TTL_MS ?? 30_000,
      // The client's wait for a search (its budget and a little more), and a margin: a
      // search is never settled under a live one's feet.
      minAgeMs: env.SEARCH_LEASE_MIN_AGE_MS ?? CLIENT_ABORT_MS + 10_000,
    },
    watches: { tickMs: env.WATCH_POLL_MS ?? 60_000, slots: env.WATCH_SLOTS ?? 2 },
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequestSample: env.LOG_REQUEST_SAMPLE ?? (production ? 0 : 1),
    reportSigningKey: env.REPORT_SIGNING_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'SnoopLens <hello@snooplens.app>',
    lookupEnv: {
      LOOKUP_PROXY: env.LOOKUP_PROXY,
      LOOKUP_DNS_SERVERS: env.LOOKUP_DNS_SERVERS,
      ...(providers.data as Record<string, string | undefined>),
    },
  }
}

/** Per minute; mistakes get a limit of their own, three times looser unless set. */
function searchLimits(env: z.infer<typeof EnvSchema>): Config['searchLimits'] {
  const perUser = env.SEARCH_LIMIT_PER_USER ?? 20
  const perIp = env.SEARCH_LIMIT_PER_IP ?? 60
  return {
    perUser,
    perIp,
    windowMs: 60_000,
    invalid: {
      perUser: env.SEARCH_INVALID_LIMIT_PER_USER ?? perUser * 3,
      perIp: env.SEARCH_INVALID_LIMIT_PER_IP ?? perIp * 3,
    },
  }
}
