/**
 * The server as `npm start` runs it, search workers and all, for the stop tests: the workers
 * (and the canaries in the main thread) reach the test's own loopback platform at
 * PLATFORM_ORIGIN, which answers `quick` at once and holds every `hang` request.
 */
import { startServer } from '../../server/main.ts'

const origin = process.env.PLATFORM_ORIGIN
if (!origin) throw new Error('PLATFORM_ORIGIN names the loopback platform')
process.env.SEARCH_LIMIT_PER_USER = '100'
process.env.SEARCH_LIMIT_PER_IP = '1000'
await startServer({
  searchWorkerEngine: {
    module: new URL('./loopback-worker-engine.ts', import.meta.url).href,
    options: { origin },
  },
})
