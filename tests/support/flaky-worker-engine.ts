import { writeFileSync } from 'node:fs'
import { z } from 'zod/mini'
import { workerEngine } from '../../server/search/workers/worker-engine.ts'
import loopback from './loopback-worker-engine.ts'

/**
 * The loopback engine, but the first worker to start it fails as it starts, as a passing
 * fault would (memory, a file it could not open at that moment): the one that creates
 * `failOnce`, a file that must not exist yet. Every other start is the loopback engine's.
 */
export default workerEngine(
  'flaky',
  z.strictObject({ origin: z.url(), failOnce: z.string() }),
  async ({ origin, failOnce }) => {
    try {
      writeFileSync(failOnce, '', { flag: 'wx' })
    } catch {
      return loopback.start({ origin })
    }
    throw new Error('a passing fault as the engine started')
  },
)
