import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../env.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
  APP_ORIGIN: 'https://snooplens.example',
  DATABASE_URL: 'postgres://u:p@db.invalid:5432/snoop',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  SMTP_URL: 'smtp://mail.invalid:587',
}

/** Production sends mail through its SMTP server only: there is no development inbox. */
describe('mail in production', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null })
  })
  afterAll(async () => database?.close())

  it('refuses to start without SMTP_URL, and never serves /dev/mail', async () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(/SMTP_URL: required/)
    const app = await createApp({ config: loadConfig(PRODUCTION), database, logger: false })
    try {
      const res = await app.inject({ url: '/dev/mail' })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Development inbox')
    } finally {
      await app.close()
    }
  })
})
