import pg from 'pg'

export interface ListenOptions {
  /** Names this listener in warnings (every listener is `snooplens-listen` to PostgreSQL). */
  name: string
  channels: readonly string[]
  onNotification(channel: string, payload: string): void
  /**
   * Called once LISTENing, and again after each reconnect: news sent while the connection was
   * down is lost, so whoever listens must re-read what it follows.
   */
  onListening?(reconnected: boolean): void
  /** Where the listener reports losing and regaining its connection. */
  warn?: (message: string) => void
  /** Reconnect delays: the first, and the cap it doubles up to. */
  retryMs?: { first: number; max: number }
}

export interface Listener {
  /** False while the connection is being re-made (news from other instances is not heard). */
  ready(): boolean
  close(): Promise<void>
}

/**
 * LISTENs on a connection of its own. When that connection is lost (a restart, a failover,
 * pg_terminate_backend, a proxy's idle timeout) it reconnects with backoff and LISTENs again.
 */
export async function listen(pool: pg.Pool, options: ListenOptions): Promise<Listener> {
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const retry = options.retryMs ?? { first: 250, max: 10_000 }
  let client: pg.Client | null = null
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
      const next = new pg.Client({ ...pool.options, application_name: 'snooplens-listen' })
      // Attached before connecting: an 'error' event with no handler ends the process.
      next.on('error', (err) => lost(next, err.message))
      next.on('end', () => lost(next, 'connection ended'))
      next.on('notification', (msg) => {
        if (msg.payload && options.channels.includes(msg.channel))
          options.onNotification(msg.channel, msg.payload)
      })
      try {
        await next.connect()
        for (const channel of options.channels) await next.query(`LISTEN ${channel}`)
        if (closed) {
          await next.end().catch(() => undefined)
          return
        }
        client = next
        if (attempt > 0) warn(`${options.name} reconnected`)
        options.onListening?.(attempt > 0)
        return
      } catch (err) {
        next.removeAllListeners('end')
        await next.end().catch(() => undefined)
        const delay = Math.min(retry.max, retry.first * 2 ** Math.min(attempt, 16))
        warn(`${options.name} cannot listen (${(err as Error).message}); retrying`)
        await pause(delay * (0.5 + Math.random() / 2))
      }
    }
  }

  function lost(which: pg.Client, reason: string) {
    if (which !== client || closed) return
    client = null
    warn(`${options.name} lost its connection (${reason}); reconnecting`)
    which.end().catch(() => undefined)
    void connect().then(() => undefined)
  }

  await connect()
  return {
    ready: () => client !== null,
    async close() {
      if (closed) return
      closed = true
      wakeUp?.()
      const last = client
      client = null
      if (last) {
        last.removeAllListeners('end')
        await last.end().catch(() => undefined)
      }
    },
  }
}
