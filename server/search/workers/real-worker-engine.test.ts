import { describe, expect, it } from 'vitest'
import realWorkerEngine from './real-worker-engine.ts'

describe('the real worker engine', () => {
  it('runs, for a phone number, the checks that serve its country', async () => {
    const engine = await realWorkerEngine.start({ env: {} })
    try {
      const ids = (query: string) => engine.modules('phone', query).map((m) => m.id)
      expect(ids('+447400123456')).toContain('microsoft-phone')
      expect(ids('+447400123456')).not.toContain('yandex-phone')
      expect(ids('+79123456789')).toContain('yandex-phone')
      // Without a query (the latency snapshot's question), every phone module.
      expect(engine.modules('phone').map((m) => m.id)).toContain('yandex-phone')
    } finally {
      await engine.close()
    }
  })
})
