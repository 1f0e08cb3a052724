import { EventEmitter } from 'node:events'
import type pg from 'pg'

/**
 * Tells listeners that a user's balance changed. In one process an EventEmitter does it;
 * on PostgreSQL the news travels by LISTEN/NOTIFY so every instance hears every change.
 */
export interface CreditsBus {
  /** Call after the change is committed. */
  publish(userId: string): Promise<void>
  subscribe(userId: string, listener: () => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'credits_changed'

export function createLocalCreditsBus(): CreditsBus {
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
    async close() {
      emitter.removeAllListeners()
    },
  }
}

export async function createPostgresCreditsBus(pool: pg.Pool): Promise<CreditsBus> {
  const local = createLocalCreditsBus()
  const listener = await pool.connect()
  listener.on('notification', (msg) => {
    if (msg.channel === CHANNEL && msg.payload) void local.publish(msg.payload)
  })
  await listener.query(`LISTEN ${CHANNEL}`)
  let closed = false
  return {
    async publish(userId) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, userId])
    },
    subscribe: local.subscribe,
    async close() {
      if (closed) return
      closed = true
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined)
      listener.release()
      await local.close()
    },
  }
}
