import { EventEmitter } from 'node:events'
import pg from 'pg'

/**
 * Tells listeners that a user's balance changed. In one process an EventEmitter does it;
 * on PostgreSQL the news travels by LISTEN/NOTIFY so every instance hears every change.
 */
export interface CreditsBus {
  /** Call after the change is committed. Never throws: the news is best effort. */
  publish(userId: string): Promise<void>
  subscribe(userId: string, listener: () => void): () => void
  /** False while the bus cannot hear other instances (its connection is being re-made). */
  ready(): boolean
  close(): Promise<void>
}

const CHANNEL = 'credits_changed'

export function createLocalCreditsBus(): CreditsBus & { resync(): void } {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(userId) {
      emitter.emit(userId)
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener)
      return () => emitter.off(userId, listener)
    },
    ready: () => true,
    /** Tells every listener to read its balance again (news may have been missed). */
    resync() {
      for (const userId of emitter.eventNames()) emitter.emit(userId)
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

export interface PostgresBusOptions {
  /** Where the bus reports losing and regaining its connection. */
  warn?: (message: string) => void
  /** Reconnect delays: the first, and the cap it doubles up to. */
  retryMs?: { first: number; max: number }
}

/**
 * LISTENs on a connection of its own. When that connection is lost (a restart, a failover,
 * pg_terminate_backend, a proxy's idle timeout) it reconnects with backoff, LISTENs again
 * and tells every listener to re-read its balance, so no change made meanwhile is missed.
 */
export async function createPostgresCreditsBus(
  pool: pg.Pool,
  options: PostgresBusOptions = {},
): Promise<CreditsBus> {
  const local = createLocalCreditsBus()
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const retry = options.retryMs ?? { first: 250, max: 10_000 }
  let listener: pg.Client | null = null
  let closed = false
  let wakeUp: (() => void) | undefined

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      timer.unref()
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  async function connect(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      const client = new pg.Client({ ...pool.options, application_name: 'snooplens-listen' })
      // Attached before connecting: an 'error' event with no handler ends the process.
      client.on('error', (err) => lost(client, err.message))
      client.on('end', () => lost(client, 'connection ended'))
      client.on('notification', (msg) => {
        if (msg.channel === CHANNEL && msg.payload) void local.publish(msg.payload)
      })
      try {
        await client.connect()
        await client.query(`LISTEN ${CHANNEL}`)
        if (closed) {
          await client.end().catch(() => undefined)
          return
        }
        listener = client
        if (attempt > 0) warn('credits bus reconnected')
        local.resync()
        return
      } catch (err) {
        client.removeAllListeners('end')
        await client.end().catch(() => undefined)
        const delay = Math.min(retry.max, retry.first * 2 ** Math.min(attempt, 16))
        warn(`credits bus cannot listen (${(err as Error).message}); retrying`)
        await pause(delay * (0.5 + Math.random() / 2))
      }
    }
  }

  function lost(client: pg.Client, reason: string) {
    if (client !== listener || closed) return
    listener = null
    warn(`credits bus lost its connection (${reason}); reconnecting`)
    client.end().catch(() => undefined)
    void connect()
  }

  await connect()
  return {
    async publish(userId) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, userId])
      } catch (err) {
        // The change is committed; this instance's listeners still hear of it.
        warn(`credits bus could not publish (${(err as Error).message})`)
        await local.publish(userId)
      }
    },
    subscribe: local.subscribe,
    ready: () => listener !== null,
    async close() {
      if (closed) return
      closed = true
      wakeUp?.()
      const client = listener
      listener = null
      if (client) {
        client.removeAllListeners('end')
        await client.end().catch(() => undefined)
      }
      await local.close()
    },
  }
}
