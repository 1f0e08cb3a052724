import { describe, expect, it } from 'vitest'
import { startLoopbackPlatform } from '../../../tests/support/loopback-platform.ts'
import { startWorkerEngine } from './worker-engine.ts'
import { createSearchWorkers } from './worker-pool.ts'

const loopback = new URL('../../../tests/support/loopback-worker-engine.ts', import.meta.url).href

describe('a worker engine', () => {
  it('starts from the options its schema accepts', async () => {
    const engine = await startWorkerEngine({
      module: loopback,
      options: { origin: 'http://127.0.0.1:9' },
    })
    try {
      expect(engine.modules('username').map((m) => m.id)).toEqual(['quick', 'hang'])
    } finally {
      await engine.close()
    }
  })

  it('refuses options that do not fit, naming the key', async () => {
    await expect(startWorkerEngine({ module: loopback, options: {} })).rejects.toThrow(
      /^the loopback worker engine's options\.origin: /,
    )
    await expect(
      startWorkerEngine({ module: loopback, options: { origin: 'http://127.0.0.1:9', orign: 1 } }),
    ).rejects.toThrow(`the loopback worker engine's options: Unrecognized key: "orign"`)
  })

  it('refuses a module whose default export is no worker engine', async () => {
    const module = new URL('./worker-protocol.ts', import.meta.url).href
    await expect(startWorkerEngine({ module })).rejects.toThrow(
      /has no worker engine as its default export$/,
    )
  })

  it('checks its options as a search worker starts: searches fail with the error', async () => {
    const platform = await startLoopbackPlatform()
    const pool = createSearchWorkers({
      workers: 1,
      engine: { module: loopback, options: { origin: platform.origin, port: 80 } },
      warn: () => undefined,
    })
    try {
      const search = async () => {
        const signal = new AbortController().signal
        for await (const _ of pool.engine({ type: 'username', query: 'a', signal, timeoutS: 5 }));
      }
      const refused = `the loopback worker engine's options: Unrecognized key: "port"`
      await expect(search()).rejects.toThrow(refused)
      // Not started again and again: the next search meets the same error.
      await expect(search()).rejects.toThrow(refused)
    } finally {
      await pool.close()
      await platform.close()
    }
  }, 60_000)
})
