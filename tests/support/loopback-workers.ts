import { afterAll, beforeAll } from 'vitest'
import {
  createSearchWorkers,
  type SearchWorkersOptions,
} from '../../server/search/workers/worker-pool.ts'
import { startLoopbackPlatform, type LoopbackPlatform } from './loopback-platform.ts'

/**
 * A search worker pool for the tests of one file, started before them and closed after: its
 * workers load the engine module at `engine` against a platform on loopback.
 */
export function loopbackWorkersForFile(engine: URL, options: Omit<SearchWorkersOptions, 'engine'>) {
  const started = {} as { platform: LoopbackPlatform; pool: ReturnType<typeof createSearchWorkers> }
  beforeAll(async () => {
    started.platform = await startLoopbackPlatform()
    started.pool = createSearchWorkers({
      ...options,
      engine: {
        module: engine.href,
        options: { origin: started.platform.origin },
      },
    })
  })
  afterAll(async () => {
    await started.pool.close()
    await started.platform.close()
  })
  return started
}
