/**
 * The server as `npm start` runs it, for the fault tests: its own process, its
 * own loopback platform (one module that finds at once, one that never answers), and search
 * leases timed in seconds instead of a minute so a test can watch a dead process's searches
 * being settled. IDLE_MS shortens how long an unwatched search runs.
 */
import { startServer } from '../../server/main.ts'
import { startLoopbackPlatform } from './loopback-platform.ts'

const platform = await startLoopbackPlatform()
await startServer({
  searchEngine: platform.engine,
  searchLimits: { perUser: 100, perIp: 1000, windowMs: 60_000 },
  leases: { ttlMs: 1000, minAgeMs: 1000, sweepMs: 250 },
  // How long an unwatched search runs before it is stopped (default 30 s).
  ...(process.env.IDLE_MS ? { liveSearches: { idleMs: Number(process.env.IDLE_MS) } } : {}),
})
