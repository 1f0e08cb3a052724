import type { TLSSocket } from 'node:tls'
import { Client, Pool, type buildConnector } from 'undici'
import { unlessAborted } from './unless-aborted.ts'

interface Platform {
  /** Its pool, as the agent made it last (an unused one is closed and made again). */
  pool?: Pool
  /** How its last connection speaks: over HTTP/2 one connection carries every request. */
  speaks?: 'h1' | 'h2'
  /** Its first connection, being made: done once it is up or has failed. */
  opening?: { done: Promise<void>; settle(): void }
}

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
export function createHandshakes() {
  const platforms = new Map<string, Platform>()
  const platformOf = (origin: string) => {
    let platform = platforms.get(origin)
    if (!platform) platforms.set(origin, (platform = {}))
    return platform
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
            if (socket) speaks = (socket as TLSSocket).alpnProtocol === 'h2' ? 'h2' : 'h1'
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
     * Called before a request to `origin` is sent: waits while the platform's first connection
     * is being made, unless it speaks HTTP/1.1, where sharing one would only queue requests. The
     * caller that finds no connection opens it, and calls what this returns once its request is
     * answered or has failed: the others' wait ends then, whatever became of the connection.
     */
    async before(origin: string, signal: AbortSignal): Promise<() => void> {
      const platform = platformOf(origin)
      if (platform.speaks === 'h1' || (platform.pool?.stats.connected ?? 0) > 0) return noop
      if (platform.opening) {
        await unlessAborted(platform.opening.done, signal, 'connection')
        return noop
      }
      let settle: () => void = noop
      const done = new Promise<void>((resolve) => (settle = resolve))
      const opening = {
        done,
        settle: () => {
          if (platform.opening === opening) platform.opening = undefined
          settle()
        },
      }
      platform.opening = opening
      return opening.settle
    },
  }
}

const noop = () => undefined
