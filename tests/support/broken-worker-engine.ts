import { existsSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'
import { z } from 'zod/mini'
import { workerEngine } from '../../server/search/workers/worker-engine.ts'
import loopback from './loopback-worker-engine.ts'

/**
 * The loopback engine, except in a search worker, where it fails as it starts for as long as
 * the file `mendedBy` does not exist: a fault that lasts (a file missing from the install,
 * memory the machine does not have) until someone mends it. The main thread, which runs the
 * canaries, is not affected.
 */
export default workerEngine(
  'broken',
  z.strictObject({ origin: z.url(), mendedBy: z.string() }),
  async ({ origin, mendedBy }) => {
    if (isMainThread || existsSync(mendedBy)) return loopback.start({ origin })
    throw new Error('the engine cannot start in a search worker')
  },
)
