import { TLSSocket } from 'node:tls'
import { buildConnector } from 'undici'
import { checkHostCheaply } from './host-check.ts'

/**
 * Sessions kept: one per platform host, for a catalogue of about 1,800 hosts (usernames,
 * emails, phones) with room to spare. A session is a few kilobytes.
 */
export const SESSIONS_KEPT = 4096

/** The latest TLS session of each host, the least recently kept dropped first past `limit`. */
export function keptSessions(limit = SESSIONS_KEPT) {
  const sessions = new Map<string, Buffer>()
  return {
    get: (host: string) => sessions.get(host),
    keep(host: string, session: Buffer) {
      sessions.delete(host)
      sessions.set(host, session)
      if (sessions.size > limit) sessions.delete(sessions.keys().next().value as string)
    },
    get size() {
      return sessions.size
    },
  }
}

/**
 * A connector that resumes each platform's TLS session on its next connection, for the life
 * of the client. undici keeps sessions per pool, and only weakly: an agent drops a platform's
 * pool once its connection closes (idle past keep-alive, or closed by the platform), and with
 * it the session, so every later search paid a full handshake (certificate chain checked and
 * read) for every platform. A resumed one skips both. Resuming under the same server name is
 * what the full handshake verified, as browsers do. A full handshake's host-name check reads
 * only what it needs of the certificate (`host-check.ts`).
 */
export function resumingConnector(
  options: buildConnector.BuildOptions,
  sessions = keptSessions(),
): buildConnector.connector {
  const fresh = buildConnector({ ...options, maxCachedSessions: 0 })
  return (args, callback) => {
    const host = args.servername || args.hostname
    const session = args.protocol === 'https:' ? sessions.get(host) : undefined
    const connect = session ? buildConnector({ ...options, maxCachedSessions: 0, session }) : fresh
    // undici's connector returns the socket it made (its types say void): a session may come
    // before the connection is handed over (TLS 1.2) or after it (TLS 1.3 tickets).
    const socket: unknown = (connect as (...a: Parameters<typeof connect>) => unknown)(
      args,
      callback,
    )
    if (socket instanceof TLSSocket) {
      const keep = (s: Buffer) => sessions.keep(host, s)
      socket.on('session', keep)
      // Node asks OpenSSL for a connection's sessions when a 'session' listener is added, on
      // the socket handle of that moment. A name's next address, after the first refused, is
      // dialled on a new handle that is never asked: the connection would give no session,
      // and the platform's next connection would shake hands in full. Adding the listener
      // again as each try starts asks the new handle too (and nothing more of the first).
      socket.on('connectionAttempt', () => socket.off('session', keep).on('session', keep))
      checkHostCheaply(socket)
    }
  }
}
