import type { Socket } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { Client, Pool, errors, type buildConnector } from 'undici'
import { unlessAborted } from './unless-aborted.ts'

interface Platform {
  /** Its pool, as the agent made it last (an unused one is closed and made again). */
  pool?: Pool
  /** How its last connection speaks: over HTTP/2 one connection carries every request. */
  speaks?: 'h1' | 'h2'
  /** Its first connection, being made: done once it is up or has failed. */
  opening?: { done: Promise<void>; settle(): void }
  /** Requests to it under way (from `before` to their end). */
  asking: number
  /** Its connections' sockets while they are open. */
  sockets: Set<Socket>
  /** Ends its connections once it has been asked nothing for `idleMs`. */
  idle?: ReturnType<typeof setTimeout>
  /** Its idle connections, being closed: done once undici has let go of them. */
  ending?: Promise<void>
  /** Its requests answered so far (a count, so that "since" never depends on the clock's grain). */
  answers: number
  /**
   * A request to it went unanswered for a while and nothing else it was asked has been
   * answered since that request was sent: its connection may have stopped serving.
   */
  silent: boolean
}

/** Done once every socket given has closed, and undici has let go of its connection. */
async function lettingGo(sockets: readonly Socket[]): Promise<void> {
  await Promise.all(
    sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))),
  )
  // undici's HTTP/2 session closes on a later tick than its socket.
  await new Promise((resolve) => setImmediate(resolve))
}

/** Called once a request's end is known: answered (its response came), or not. */
type Ending = (answered: boolean) => void

/**
 * How long a platform's connections stay open with nothing asked of it. An HTTP/2 connection
 * is otherwise kept for ever: undici closes only idle HTTP/1.1 ones (keep-alive), and pings
 * every HTTP/2 one each minute, so an idle server would hold a socket to every platform and
 * go on sending to all of them. A minute serves the searches that come close together; a
 * later one resumes each platform's TLS session on a new connection (ADR 047).
 */
export const IDLE_CLOSE_MS = 60_000

/** A request unanswered this long when it ended (its deadline, its timeout) is a sign. */
const SILENT_MS = 1_000

/**
 * Requests one HTTP/2 connection carries at once: the 100 streams RFC 9113 asks a server to
 * allow at least, and more than a worker sends one platform together.
 */
const H2_STREAMS = 100

/**
 * One handshake per platform. undici sends one request at a time on a connection unless
 * `pipelining` is set, and setting it for the agent pipelines HTTP/1.1 too (a slow answer then
 * holds up the ones queued behind it; some servers mishandle it). So it is set per connection
 * once the connection says what it speaks: HTTP/2 carries many requests at once, HTTP/1.1 one
 * at a time, kept alive. And while a platform's first connection is being made, requests that
 * come meanwhile (the same platform in searches started together, a check's self-tests) wait
 * for it instead of each opening its own: on HTTP/2 they then share it, so a worker holds one
 * connection per platform, not one per search.
 */
export function createHandshakes(options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? IDLE_CLOSE_MS
  const platforms = new Map<string, Platform>()
  const platformOf = (origin: string) => {
    let platform = platforms.get(origin)
    if (!platform)
      platforms.set(
        origin,
        (platform = { asking: 0, sockets: new Set(), answers: 0, silent: false }),
      )
    return platform
  }

  /**
   * Closes the sockets, as a platform closing idle connections would: undici then drops each
   * connection, and the agent the pool, so the next request makes new ones. (Closing the pool
   * instead would leave the agent holding a closed pool until its connections are gone, as
   * undici's agent reads: a request arriving meanwhile would fail.) With a socket error, which undici takes for a lost connection: closed
   * without one, its HTTP/2 session's close handler throws. A request that comes meanwhile
   * waits in `before` until undici has let go of them.
   */
  function endIdle(platform: Platform) {
    platform.idle = undefined
    if (platform.asking > 0 || !platform.sockets.size) return
    const sockets = [...platform.sockets]
    const ending = lettingGo(sockets).then(() => {
      if (platform.ending === ending) platform.ending = undefined
    })
    platform.ending = ending
    for (const socket of sockets) socket.destroy(new errors.SocketError('idle connection closed'))
  }

  /**
   * A request to the platform is under way until the function returned is called, with
   * whether it was answered. A platform whose connection has gone silent (requests taken and
   * never answered, while a new connection would be) has it closed as soon as nothing else is
   * asked of it, not after a minute: else every later search would send its checks there
   * and hear nothing. Requests still under way on it are never cut short for that.
   */
  function asking(platform: Platform): Ending {
    const since = Date.now()
    const answersBefore = platform.answers
    platform.asking++
    clearTimeout(platform.idle)
    platform.idle = undefined
    let ended = false
    return (answered) => {
      if (ended) return
      ended = true
      if (answered) {
        platform.answers++
        platform.silent = false
      } else if (Date.now() - since >= SILENT_MS && platform.answers === answersBefore) {
        platform.silent = true
      }
      if (--platform.asking > 0) return
      if (platform.silent) {
        platform.silent = false
        return endIdle(platform)
      }
      // Unref'd: an idle connection never holds the process open.
      platform.idle = setTimeout(() => endIdle(platform), idleMs).unref()
    }
  }

  /** The agent's `factory`: a platform's pool, whose connections multiplex where they can. */
  function pool(origin: string | URL, options: Pool.Options): Pool {
    const platform = platformOf(new URL(origin).origin)
    const settle = () => platform.opening?.settle()
    platform.pool = new Pool(origin, {
      ...options,
      factory: (at, clientOptions: Client.Options) => {
        let speaks: Platform['speaks']
        // The pool hands its clients the connector it built from the agent's options.
        const connect = clientOptions.connect as buildConnector.connector
        const observed: buildConnector.connector = (connectOptions, callback) =>
          connect(connectOptions, (...answer) => {
            const [, socket] = answer
            if (socket) {
              speaks = (socket as TLSSocket).alpnProtocol === 'h2' ? 'h2' : 'h1'
              platform.sockets.add(socket)
              socket.once('close', () => platform.sockets.delete(socket))
            }
            callback(...answer)
          })
        const client = new Client(at, { ...clientOptions, connect: observed })
        // Before any request is written on the new connection (and before its pool's own
        // listeners, added after this one, let the waiting requests go).
        client.on('connect', () => {
          platform.speaks = speaks
          client.pipelining = speaks === 'h2' ? H2_STREAMS : 1
        })
        return client
      },
    })
      .on('connect', settle)
      .on('connectionError', settle)
    return platform.pool
  }

  return {
    pool,
    /**
     * Done once undici has let go of the platform's connections that have ended: a request
     * asked again after its connection ended under it must not be given the same one.
     */
    async ended(origin: string): Promise<void> {
      // A stream can fail before its connection's end is read: that comes in the same poll.
      await new Promise((resolve) => setImmediate(resolve))
      const sockets = [...(platforms.get(origin)?.sockets ?? [])]
      await lettingGo(sockets.filter((socket) => socket.destroyed))
    },
    /**
     * Called before a request to `origin` is sent: waits while the platform's first connection
     * is being made, unless it speaks HTTP/1.1, where sharing one would only queue requests. The
     * caller calls what this returns exactly when its request is answered or has failed: its
     * platform is then asked one request less, and if the caller found no connection and so
     * opened it, the others' wait for it ends, whatever became of the connection.
     */
    async before(origin: string, signal: AbortSignal): Promise<Ending> {
      const platform = platformOf(origin)
      if (platform.ending) await unlessAborted(platform.ending, signal, 'connection')
      if (platform.speaks === 'h1' || (platform.pool?.stats.connected ?? 0) > 0) {
        return asking(platform)
      }
      if (platform.opening) {
        await unlessAborted(platform.opening.done, signal, 'connection')
        return asking(platform)
      }
      let settle = () => {}
      const done = new Promise<void>((resolve) => (settle = resolve))
      const opening = {
        done,
        settle: () => {
          if (platform.opening === opening) platform.opening = undefined
          settle()
        },
      }
      platform.opening = opening
      const ended = asking(platform)
      return (answered) => {
        opening.settle()
        ended(answered)
      }
    },
  }
}
