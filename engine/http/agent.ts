import { createSecureContext, type SecureContext } from 'node:tls'
import { Agent, type buildConnector } from 'undici'

/**
 * The connection pools platforms are reached through: keep-alive kept long enough to serve
 * the next search, HTTP/2 where the platform offers it, and a resumable TLS session per
 * platform. `connect` adds to the connector's options (the name lookup; the benchmark's CA).
 */
export function outboundAgent(
  options: { maxSocketsPerHost?: number; connect?: buildConnector.BuildOptions } = {},
) {
  const { ca, ...connect } = (options.connect ?? {}) as buildConnector.BuildOptions & {
    ca?: string | string[]
  }
  return new Agent({
    connections: options.maxSocketsPerHost ?? 32,
    allowH2: true,
    connect: {
      maxCachedSessions: 2000,
      // One TLS context for every connection: Node otherwise builds one per connection, which
      // costs more CPU than the handshake itself.
      secureContext: ca ? createSecureContext({ ca }) : defaultSecureContext(),
      ...connect,
    },
    keepAliveTimeout: 30_000,
  })
}

let systemContext: SecureContext | undefined
const defaultSecureContext = () => (systemContext ??= createSecureContext())
