import { EventEmitter } from 'node:events'
import type pg from 'pg'
import { listen } from '../db/listen.ts'

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
 * LISTENs on a connection of its own (server/db/listen.ts), which reconnects by itself; after
 * a reconnect every listener is told to re-read its balance, so no change made meanwhile is
 * missed.
 */
export async function createPostgresCreditsBus(
  pool: pg.Pool,
  options: PostgresBusOptions = {},
): Promise<CreditsBus> {
  const local = createLocalCreditsBus()
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const listener = await listen(pool, {
    name: 'credits bus',
    channels: [CHANNEL],
    onNotification: (_channel, userId) => void local.publish(userId),
    onListening: () => local.resync(),
    warn,
    ...(options.retryMs ? { retryMs: options.retryMs } : {}),
  })
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
    ready: listener.ready,
    async close() {
      await listener.close()
      await local.close()
    },
  }
}
