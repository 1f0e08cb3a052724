import { createSecureContext, type SecureContext } from 'node:tls'
import { Agent, type buildConnector } from 'undici'
import { resumingConnector } from './tls-sessions.ts'

/**
 * Connections per platform: enough for the searches a worker runs at once to ask it together,
 * few enough that a worker's idle connections to 1,650 platforms stay inside its open files.
 */
export const DEFAULT_CONNECTIONS_PER_HOST = 8
/** An idle connection is kept this long: long enough for the next search, not for ever. */
const KEEP_ALIVE_MS = 10_000
/**
 * undici pings every HTTP/2 connection each minute, for as long as it is open; a connection
 * in use needs no ping, and an idle one is closed (engine/http/handshakes.ts).
 */
const NO_PINGS = 0

/**
 * The connection pools platforms are reached through: keep-alive kept long enough to serve
 * the next search, HTTP/2 where the platform offers it, and each platform's TLS session resumed
 * on its next connection. `connect` adds to the connector's options (the name lookup; the
 * benchmark's CA).
 */
export function outboundAgent(
  options: {
    maxSocketsPerHost?: number
    connect?: buildConnector.BuildOptions
    /** Makes each platform's pool (engine/http/handshakes.ts); undici's own by default. */
    factory?: Agent.Options['factory']
  } = {},
) {
  const { ca, ...connect } = (options.connect ?? {}) as buildConnector.BuildOptions & {
    ca?: string | string[]
  }
  return new Agent({
    connections: options.maxSocketsPerHost ?? DEFAULT_CONNECTIONS_PER_HOST,
    allowH2: true,
    // One connector for every platform, so a platform's session outlives its pool.
    connect: resumingConnector({ ...platformTls(ca), ...connect }),
    keepAliveTimeout: KEEP_ALIVE_MS,
    pingInterval: NO_PINGS,
    ...(options.factory ? { factory: options.factory } : {}),
  })
}

/**
 * How a connection to a platform speaks TLS, straight or in a LOOKUP_PROXY tunnel alike: HTTP/2
 * offered, sessions kept for the next connection to resume (in a tunnel, undici's own cache,
 * shared by the proxy agent's platforms), and one TLS context for every connection (Node
 * otherwise builds one per connection, which costs more CPU than the handshake itself).
 */
export function platformTls(ca?: string | string[]) {
  return {
    allowH2: true,
    maxCachedSessions: 2000,
    secureContext: ca ? createSecureContext({ ca }) : defaultSecureContext(),
  }
}

/** Keep-alive and HTTP/2 for the connections a LOOKUP_PROXY tunnel carries, as for direct ones. */
export const tunnelledConnections = {
  allowH2: true,
  keepAliveTimeout: KEEP_ALIVE_MS,
  pingInterval: NO_PINGS,
}

let systemContext: SecureContext | undefined
const defaultSecureContext = () => (systemContext ??= createSecureContext())
