import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../env.ts'
import { PRODUCTION_ENV } from '../../tests/support/production-env.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

/** Production sends mail through its SMTP server only: there is no development inbox. */
describe('mail in production', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshPglite()
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
