import { describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { openDatabase } from './db/client.ts'
import { isDatabaseUnavailable } from './db/unavailable.ts'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'

describe('health and readiness', () => {
  it('/api/ready follows the database; /api/health only says the process answers', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null })
    const app = await createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: false,
    })
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toEqual({ ok: true, database: true, bus: true })
      await database.close()
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503)
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

  it('knows an outage, also inside the ORM wrapper', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true)
    }
  })

  it('does not mistake a bug or a constraint for an outage', () => {
    for (const err of [
      withCode('23505', 'duplicate key'),
      withCode('42P01', 'relation does not exist'),
      new TypeError('x is undefined'),
      new DrizzleQueryError('select 1', [], withCode('22P02')),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false)
    }
  })
})
