/**
 * Failures of the network between us and a platform: a name that does not resolve, a
 * connection refused, reset or never made, a TLS handshake that fails. They tell nothing
 * about the account, so a check that meets one "couldn't tell" (unreachable), never "not
 * found", and people read a plain sentence, not the socket's error text.
 */

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  // What the engine's resolver says of a name it could not resolve (name-resolver.ts).
  'ENODATA',
  'ETIMEOUT',
  'ESERVFAIL',
  'EREFUSED',
  'EBADRESP',
  'ECANCELLED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'EPROTO',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  // undici's word for an HTTP/2 stream or session that ended without an answer.
  'UND_ERR_INFO',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_HTTP2_STREAM_ERROR',
  'ERR_HTTP2_SESSION_ERROR',
])

/**
 * The connection a request rode on ended under it: closed or reset by the platform, or a
 * GOAWAY (undici fails every request in flight on a connection that gets one, even those the
 * platform had taken and would have answered). Asked again, such a request goes on a new
 * connection.
 */
const LOST_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'UND_ERR_INFO', 'ECONNRESET', 'EPIPE'])

/** Whether `err` says the request's connection ended under it (see LOST_CONNECTION_CODES). */
export function lostWithItsConnection(err: unknown): boolean {
  return codesOf(err).some((c) => LOST_CONNECTION_CODES.has(c))
}

/**
 * Whether the platform refused the request's HTTP/2 stream before acting on any of it
 * (REFUSED_STREAM, RFC 9113 section 8.7: a server past its streams at once, or shutting
 * down): any request, a POST too, can be sent again.
 */
export function refusedUnprocessed(err: unknown): boolean {
  return chainOf(err).some(
    ({ code, message }) =>
      code === 'ERR_HTTP2_STREAM_ERROR' && String(message).includes('REFUSED_STREAM'),
  )
}

/** The platform did not answer in time once connected: a slow platform, not a lost one. */
const SLOW_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

/** The error and the causes under it, outermost first (a few levels, as wrappers nest). */
function chainOf(err: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown; cause?: unknown }[] = []
  let current: unknown = err
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

function codesOf(err: unknown): string[] {
  return chainOf(err).flatMap(({ code }) => (typeof code === 'string' ? [code] : []))
}

export type NetworkFailure = { reason: 'unreachable' | 'timeout'; message: string }

/** What kind of network failure an error is, said plainly; null when it is not one. */
export function networkFailure(err: unknown): NetworkFailure | null {
  const codes = codesOf(err)
  if (codes.some((c) => SLOW_CODES.has(c))) {
    return { reason: 'timeout', message: 'the platform stopped answering part way' }
  }
  const code = codes.find((c) => NETWORK_CODES.has(c))
  if (!code) return null
  return { reason: 'unreachable', message: `could not reach the platform (${code})` }
}
