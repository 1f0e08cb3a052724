/**
 * The server as `npm start` runs it, search workers and all, for the stop tests: the workers
 * (and the canaries in the main thread) reach the test's own loopback platform at
 * PLATFORM_ORIGIN, which answers `quick` at once and holds every `hang` request.
 */
import { startServerOverEngine } from './worker-engine-server.ts'

const origin = process.env.PLATFORM_ORIGIN
if (!origin) throw new Error('PLATFORM_ORIGIN names the loopback platform')
await startServerOverEngine(new URL('./loopback-worker-engine.ts', import.meta.url), { origin })
