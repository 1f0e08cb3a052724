/**
 * The server as `npm start` runs it, for the fault tests: its own process, its
 * own loopback platform (one module that finds at once, one that never answers), and search
 * leases timed in seconds instead of a minute so a test can watch a dead process's searches
 * being settled. SEARCH_IDLE_MS, from the test, shortens how long an unwatched search runs.
 */
import { startServer } from '../../server/main.ts'
import { startLoopbackPlatform } from './loopback-platform.ts'

const platform = await startLoopbackPlatform()
process.env.SEARCH_LIMIT_PER_USER = '100'
process.env.SEARCH_LIMIT_PER_IP = '1000'
process.env.SEARCH_LEASE_TTL_MS = '1000'
process.env.SEARCH_LEASE_MIN_AGE_MS = '1000'
await startServer({ searchEngine: platform.engine })
