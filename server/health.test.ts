import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { startLoopbackPlatform } from '../tests/support/loopback-platform.ts'
import { isDatabaseUnavailable } from './db/unavailable.ts'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'
import { freshPglite } from '../tests/support/pglite-template.ts'

describe('health and readiness', () => {
  it('/api/ready follows the database; /api/health only says the process answers', async () => {
    const database = await freshPglite()
    const app = await createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: false,
    })
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toEqual({ ok: true, database: true, bus: true, searches: true })
      await database.close()
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503)
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('/api/ready says so while every search worker has failed as it started', async () => {
    const platform = await startLoopbackPlatform()
    const dir = mkdtempSync(join(tmpdir(), 'snooplens-broken-'))
    const mendedBy = join(dir, 'mended')
    const database = await freshPglite()
    const app = await createApp({
      config: loadConfig({ NODE_ENV: 'test', SEARCH_WORKERS: '1' }),
      database,
      logger: false,
      searchWorkerEngine: {
        module: new URL('../tests/support/broken-worker-engine.ts', import.meta.url).href,
        options: { origin: platform.origin, mendedBy },
      },
      startSearchWorkers: true,
    })
    const ready = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' })
      return { status: response.statusCode, ...response.json() }
    }
    try {
      await app.ready()
      await expect
        .poll(ready, { timeout: 20_000 })
        .toEqual({ status: 503, ok: false, database: true, bus: true, searches: false })
      // Mended: the pool starts its worker again after its pause, and readiness follows.
      writeFileSync(mendedBy, '')
      await expect
        .poll(ready, { timeout: 20_000 })
        .toEqual({ status: 200, ok: true, database: true, bus: true, searches: true })
    } finally {
      await app.close()
      await database.close()
      await platform.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
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
