import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'
import { freshPglite } from '../tests/support/pglite-template.ts'

let database: Database
let app: FastifyInstance
beforeAll(async () => {
  database = await freshPglite()
  app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('security headers and cross-site protection', () => {
  it('sends a CSP that allows only our own scripts, and a referrer policy that keeps Origin on posts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests') // plain-http origin in development
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses state-changing API calls without our Origin', async () => {
    for (const origin of [undefined, 'null', 'https://evil.example']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: '{"packId":"snoop-1"}',
      })
      expect(res.statusCode).toBe(403)
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
