import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/client.ts'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'
import { PRODUCTION_ENV } from '../tests/support/production-env.ts'
import { freshPglite } from '../tests/support/pglite-template.ts'

let database: Database
beforeAll(async () => {
  database = await freshPglite()
})
afterAll(async () => {
  await database.close()
})

/** Lines the app logs while answering `count` health checks. */
async function linesFor(env: Record<string, string>, count: number) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const config = loadConfig(env)
  const app = await createApp({ config, database, logger: { level: config.logLevel, stream } })
  try {
    for (let i = 0; i < count; i++) await app.inject({ method: 'GET', url: '/api/health' })
  } finally {
    await app.close()
  }
  return {
    incoming: lines.filter((l) => l.includes('incoming request')).length,
    completed: lines.filter((l) => l.includes('request completed')).length,
  }
}

describe('request logs', () => {
  it('are off by default in production', async () => {
    expect(await linesFor(PRODUCTION_ENV, 40)).toEqual({ incoming: 0, completed: 0 })
  })

  it('are sampled exactly with LOG_REQUEST_SAMPLE, both lines of a request together', async () => {
    expect(await linesFor({ ...PRODUCTION_ENV, LOG_REQUEST_SAMPLE: '0.1' }, 40)).toEqual({
      incoming: 4,
      completed: 4,
    })
  })

  it('are all written in development, and none below LOG_LEVEL', async () => {
    expect(await linesFor({ NODE_ENV: 'development' }, 5)).toEqual({ incoming: 5, completed: 5 })
    expect(await linesFor({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }, 5)).toEqual({
      incoming: 0,
      completed: 0,
    })
  })
})
