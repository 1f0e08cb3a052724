import type pg from 'pg'
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import type { Db } from '../../db/client.ts'
import { listen } from '../../db/listen.ts'
import { searchEvents, searches } from '../../db/schema.ts'

/** The channel a new message is announced on, with its search's id (never its content). */
export const SEARCH_EVENTS_CHANNEL = 'search_events'

export interface StreamOptions {
  idleMs: number
  open: (sealed: string) => SearchStreamMessage
  warn: (message: string, err?: unknown) => void
}

/**
 * This instance's streams of searches kept in PostgreSQL. A stream pulls the messages it has
 * not seen: at once, whenever a NOTIFY names its search, and after a lost LISTEN connection
 * (news sent meanwhile is lost). While a stream is open its search is kept watched.
 */
export async function createSearchStreams(db: Db, pool: pg.Pool, options: StreamOptions) {
  const { idleMs, open, warn } = options
  /** Each watched search's streams on this instance: each pulls what it has not seen. */
  const pulls = new Map<string, Set<() => void>>()
  const pullAll = (id?: string) => {
    for (const [searchId, set] of pulls)
      if (id === undefined || id === searchId) for (const pull of set) pull()
  }
  const listener = await listen(pool, {
    name: 'search events',
    channels: [SEARCH_EVENTS_CHANNEL],
    onNotification: (_channel, id) => pullAll(id),
    onListening: (reconnected) => reconnected && pullAll(),
    warn,
  })

  const watch = (ids: string[]) =>
    db
      .update(searches)
      .set({ watchedUntil: sql`now() + ${idleMs} * interval '1 millisecond'` })
      .where(and(inArray(searches.id, ids), ne(searches.state, 'finished')))
  const heartbeat = setInterval(
    () => {
      const ids = [...pulls.keys()]
      if (ids.length > 0)
        watch(ids).catch((err: unknown) => warn('searches not marked watched', err))
    },
    Math.max(50, Math.floor(idleMs / 3)),
  )
  heartbeat.unref()

  const messagesAfter = (id: string, seen: number) =>
    db
      .select({ seq: searchEvents.seq, sealed: searchEvents.sealed })
      .from(searchEvents)
      .where(and(eq(searchEvents.searchId, id), gt(searchEvents.seq, seen)))
      .orderBy(asc(searchEvents.seq))

  return {
    /** Every message so far, then each new one, in order, until the search ends. */
    async subscribe(id: string, listener: (message: SearchStreamMessage) => void) {
      let seen = 0
      let ended = false
      let pulling: Promise<void> = Promise.resolve()
      // One pull at a time, each from where the last stopped: every message once, in order.
      const pull = () => {
        pulling = pulling.then(async () => {
          if (ended) return
          try {
            for (const event of await messagesAfter(id, seen)) {
              if (ended) return
              seen = event.seq
              const message = open(event.sealed)
              listener(message)
              if (message.type === 'complete' || message.type === 'error') stop()
            }
          } catch (err) {
            warn('search messages could not be read', err)
          }
        })
      }
      const stop = () => {
        ended = true
        const set = pulls.get(id)
        set?.delete(pull)
        if (set?.size === 0) pulls.delete(id)
      }
      const set = pulls.get(id) ?? new Set()
      set.add(pull)
      pulls.set(id, set)
      await watch([id])
      pull()
      await pulling
      return stop
    },

    async close() {
      clearInterval(heartbeat)
      pulls.clear()
      await listener.close()
    },
  }
}
