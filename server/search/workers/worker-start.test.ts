import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Expectation } from '../../../engine/timing/latency-history.ts'
import { startLoopbackPlatform } from '../../../tests/support/loopback-platform.ts'
import { createSearchWorkers } from './worker-pool.ts'

const flaky = new URL('../../../tests/support/flaky-worker-engine.ts', import.meta.url).href
const loopback = new URL('../../../tests/support/loopback-worker-engine.ts', import.meta.url).href
const platform = await startLoopbackPlatform()
afterAll(() => platform.close())

describe('search workers as they start', () => {
  it('go around one that fails as it starts while it waits, then start it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snooplens-flaky-'))
    const failOnce = join(dir, 'failed')
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
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)

  it('never start a search stopped while its worker starts', async () => {
    const pool = createSearchWorkers({
      workers: 1,
      engine: { module: loopback, options: { origin: platform.origin } },
      warn: () => undefined,
    })
    try {
      const controller = new AbortController()
      const messages: unknown[] = []
      const search = (async () => {
        const signal = controller.signal
        for await (const message of pool.engine({
          type: 'email',
          query: 'stopped@example.com',
          signal,
          timeoutS: 30,
        }))
          messages.push(message)
      })()
      // The worker is still loading its engine: the search waits for it, counted on it.
      expect(pool.load()).toEqual([1])
      controller.abort()
      await search
      expect(messages).toEqual([])
      expect(pool.load()).toEqual([0])
      // Once the worker runs, nothing of the stopped search reaches the platform.
      await pool.start()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(platform.holding('stopped@example.com')).toBe(0)
    } finally {
      await pool.close()
    }
  }, 60_000)
})
