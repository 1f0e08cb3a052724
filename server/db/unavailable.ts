/**
 * Whether an error means "the database cannot be reached right now" (stopped, restarting,
 * failing over, a connection cut) rather than a bug: such errors are weather, answered with
 * 503 and retried, never a reason to crash.
 */

/** Socket-level failures on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** PostgreSQL SQLSTATEs for a server going away or not taking connections. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
])

/** node-postgres says these in words, with no code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
]

function unavailableItself(err: unknown): boolean {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true
    if (code.startsWith('08')) return true // connection_exception class
  }
  return MESSAGES.some((m) => err.message.includes(m))
}

/** Looks through wrappers (Drizzle's query errors carry the driver's error as `cause`). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (unavailableItself(e)) return true
  }
  return false
}
