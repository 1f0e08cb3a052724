import { describe, expect, it } from 'vitest'
import { EnvError, loadConfig } from './env.ts'

const complete = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
  APP_ORIGIN: 'https://snooplens.app',
  DATABASE_URL: 'postgres://u:p@db:5432/snoop',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
}

describe('environment', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: 'localhost',
      appOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      google: undefined,
    })
  })

  it('honours PORT and HOST, and derives the origin from PORT', () => {
    const config = loadConfig({ PORT: '4100', HOST: '0.0.0.0' })
    expect(config.port).toBe(4100)
    expect(config.host).toBe('0.0.0.0')
    expect(config.appOrigin).toBe('http://localhost:4100')
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' }).port).toBe(3000)
  })

  it('names every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError)
      expect((err as EnvError).badKeys.sort()).toEqual(['DATABASE_URL', 'PORT', 'SUPPORT_EMAIL'])
      expect((err as Error).message).toContain('PORT')
    }
  })

  it('wants both Google keys or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/)
  })

  it('refuses development stand-ins in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /GOOGLE_CLIENT_ID.*\n.*GOOGLE_CLIENT_SECRET/s,
    )
  })

  it('accepts a complete production configuration', () => {
    const config = loadConfig(complete)
    expect(config.google?.clientId).toBe('id.apps.googleusercontent.com')
    expect(config.appOrigin).toBe('https://snooplens.app')
  })

  it('wants both Stripe keys or neither, and checks their form', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_SECRET_KEY/)
    expect(loadConfig({}).stripe).toBeUndefined()
  })

  it('reads SMTP_URL and MAIL_FROM, and refuses a URL that is not SMTP', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined()
    expect(loadConfig({}).mailFrom).toBe('SnoopLens <hello@snooplens.app>')
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Me <me@x.test>' })
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525')
    expect(config.mailFrom).toBe('Me <me@x.test>')
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/)
  })

  it('takes the DNS servers platform names are asked of, and refuses what is not one', () => {
    const servers = '10.0.0.2, 127.0.0.1:5353 [2001:db8::1]:53'
    expect(loadConfig({ LOOKUP_DNS_SERVERS: servers }).lookupEnv.LOOKUP_DNS_SERVERS).toBe(servers)
    for (const bad of ['dns.example', '10.0.0.2:99999', '10.0.0.2,resolver']) {
      expect(() => loadConfig({ LOOKUP_DNS_SERVERS: bad }), bad).toThrow(/LOOKUP_DNS_SERVERS/)
    }
  })

  it('rejects an origin with a path', () => {
    expect(() => loadConfig({ APP_ORIGIN: 'https://x.example/app' })).toThrow(/APP_ORIGIN/)
  })
})

describe('production', () => {
  it('requires the Stripe keys too', () => {
    expect(() =>
      loadConfig({ ...complete, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrow(/STRIPE_SECRET_KEY.*\n.*STRIPE_WEBHOOK_SECRET/s)
  })

  it('refuses an http:// origin unless ALLOW_HTTP_ORIGIN is set', () => {
    const env = { ...complete, APP_ORIGIN: 'http://snooplens.app' }
    expect(() => loadConfig(env)).toThrow(/APP_ORIGIN: must be https in production/)
    expect(loadConfig({ ...env, ALLOW_HTTP_ORIGIN: 'true' }).appOrigin).toBe('http://snooplens.app')
  })

  it('refuses the embedded database unless ALLOW_EMBEDDED_DATABASE is set', () => {
    const env = { ...complete, DATABASE_URL: '' }
    expect(() => loadConfig(env)).toThrow(/DATABASE_URL: required in production/)
    expect(loadConfig({ ...env, ALLOW_EMBEDDED_DATABASE: 'yes' }).databaseUrl).toBeUndefined()
  })

  it('requires SMTP_URL: the development inbox does not run there', () => {
    expect(() => loadConfig({ ...complete, SMTP_URL: '' })).toThrow(/SMTP_URL: required/)
    expect(loadConfig(complete).smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465')
  })

  it('logs no request lines by default, a share with LOG_REQUEST_SAMPLE', () => {
    expect(loadConfig(complete).logRequestSample).toBe(0)
    expect(loadConfig({ ...complete, LOG_REQUEST_SAMPLE: '0.05' }).logRequestSample).toBe(0.05)
    expect(loadConfig({}).logRequestSample).toBe(1)
    expect(() => loadConfig({ LOG_REQUEST_SAMPLE: '2' })).toThrow(/LOG_REQUEST_SAMPLE/)
  })
})

describe('search and watch timings', () => {
  it("runs on production's limits and timings with nothing set", () => {
    const config = loadConfig({})
    expect(config.searchLimits).toEqual({
      perUser: 20,
      perIp: 60,
      windowMs: 60_000,
      invalid: { perUser: 60, perIp: 180 },
    })
    expect(config.searchIdleMs).toBe(30_000)
    expect(config.searchLeases).toEqual({ ttlMs: 30_000, minAgeMs: 75_000 })
    expect(config.watches).toEqual({ tickMs: 60_000, slots: 2 })
  })

  it('reads each one from its key; invalid requests stay three times looser unless set', () => {
    const config = loadConfig({
      SEARCH_LIMIT_PER_USER: '2',
      SEARCH_LIMIT_PER_IP: '10',
      SEARCH_INVALID_LIMIT_PER_IP: '40',
      SEARCH_IDLE_MS: '2000',
      SEARCH_LEASE_TTL_MS: '1000',
      SEARCH_LEASE_MIN_AGE_MS: '0',
      WATCH_POLL_MS: '20',
      WATCH_SLOTS: '8',
    })
    expect(config.searchLimits.perUser).toBe(2)
    expect(config.searchLimits.perIp).toBe(10)
    expect(config.searchLimits.invalid).toEqual({ perUser: 6, perIp: 40 })
    expect(config.searchIdleMs).toBe(2000)
    expect(config.searchLeases).toEqual({ ttlMs: 1000, minAgeMs: 0 })
    expect(config.watches).toEqual({ tickMs: 20, slots: 8 })
  })

  it('names the ones out of range', () => {
    expect(() =>
      loadConfig({ SEARCH_LIMIT_PER_USER: '0', SEARCH_IDLE_MS: '5', WATCH_SLOTS: '1.5' }),
    ).toThrow(/SEARCH_LIMIT_PER_USER, SEARCH_IDLE_MS, WATCH_SLOTS/)
  })
})

describe('data provider keys', () => {
  it('reads the key every provider module names, and nothing needs adding here', async () => {
    const { providerModules } = await import('../engine/catalog/providers.ts')
    const keys = providerModules.flatMap((m) => (m.needsKey ? [m.needsKey] : []))
    expect(keys.length).toBeGreaterThan(0)
    const env = Object.fromEntries(keys.map((k) => [k, `key-for-${k}`]))
    const config = loadConfig({ NODE_ENV: 'test', ...env })
    for (const key of keys) expect(config.lookupEnv[key]).toBe(`key-for-${key}`)
  })
})
