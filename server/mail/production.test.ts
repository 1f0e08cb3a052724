import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../env.ts'
import { PRODUCTION_ENV } from '../../tests/support/production-env.ts'

/** Production sends mail through its SMTP server only: there is no development inbox. */
describe('mail in production', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null })
  })
  afterAll(async () => database?.close())

  it('refuses to start without SMTP_URL, and never serves /dev/mail', async () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMTP_URL: '' })).toThrow(/SMTP_URL: required/)
    const app = await createApp({ config: loadConfig(PRODUCTION_ENV), database, logger: false })
    try {
      const res = await app.inject({ url: '/dev/mail' })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Development inbox')
    } finally {
      await app.close()
    }
  })
})
