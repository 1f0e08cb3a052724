import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Expectation } from '../../../engine/timing/latency-history.ts'
import { startLoopbackPlatform } from '../../../tests/support/loopback-platform.ts'
import { createSearchWorkers } from './worker-pool.ts'

const flaky = new URL('../../../tests/support/flaky-worker-engine.ts', import.meta.url).href
const platform = await startLoopbackPlatform()
afterAll(() => platform.close())

describe('a search worker that fails as it starts', () => {
  it('is gone around while it waits, then started again', async () => {
    const failOnce = join(mkdtempSync(join(tmpdir(), 'snooplens-flaky-')), 'failed')
    const warnings: string[] = []
    const pool = createSearchWorkers({
      workers: 2,
      engine: { module: flaky, options: { origin: platform.origin, failOnce } },
      warn: (message) => warnings.push(message),
      // `hang` hung last for username searches, which let go of it once `quick` has answered;
      // an email search knows nothing of it and waits on it.
      latency: {
        expectations: (type): Record<string, Expectation> =>
          type === 'username' ? { hang: { kind: 'hung' } } : {},
        record: () => undefined,
      },
      retry: { firstMs: 500, longestMs: 500 },
    })
    const search = async (type: 'username' | 'email', query: string, signal: AbortSignal) => {
      const messages = []
      for await (const message of pool.engine({ type, query, signal, timeoutS: 30 }))
        messages.push(message)
      return messages
    }
    try {
      await expect(pool.start()).rejects.toThrow('a passing fault as the engine started')
      expect(warnings).toEqual(['search worker failed'])

      // Searches that arrive together all go to the worker that runs, none to the failed one.
      const together = await Promise.all(
        ['a', 'b', 'c', 'd'].map((n) => search('username', n, new AbortController().signal)),
      )
      for (const messages of together) expect(messages.at(-1)).toMatchObject({ type: 'complete' })

      // After its pause it runs again, and searches spread over both workers once more.
      await expect
        .poll(() => pool.start().then(() => 'running', String), { timeout: 30_000 })
        .toBe('running')
      // Email searches wait on the platform that never answers: they stay running.
      const held = ['x@example.com', 'y@example.com'].map((query) => {
        const controller = new AbortController()
        return { controller, done: search('email', query, controller.signal) }
      })
      await expect.poll(() => platform.holding('x@example.com', 'y@example.com')).toBe(2)
      expect(pool.load()).toEqual([1, 1])
      for (const h of held) h.controller.abort()
      await Promise.all(held.map((h) => h.done))
    } finally {
      await pool.close()
    }
  }, 90_000)
})
