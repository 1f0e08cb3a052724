import { randomUUID } from 'node:crypto'
import type { ModuleResult, QueryType } from '../../engine/types.ts'
import type { SearchStreamMessage as StreamMessage } from '../../shared/module-result.ts'

/**
 * Searches in flight and just finished, held in memory only: the query and its results never
 * reach the database or the logs, and are forgotten a short grace period after the end.
 */
export interface LiveSearch {
  id: string
  userId: string
  type: QueryType
  query: string
  spendId: string
  /** Every message sent so far, so a client that reconnects can catch up. */
  messages: StreamMessage[]
  /** How many of the messages have been handed to the owner (the rest wait for a reconnect). */
  delivered: number
  finished: boolean
  results: ModuleResult[] | null
  controller: AbortController
  listeners: Set<(message: StreamMessage) => void>
  idleTimer?: ReturnType<typeof setTimeout>
}

export interface LiveSearchOptions {
  /** How long a finished search stays for reconnects and GET /api/searches/:id. */
  graceMs?: number
  /** How long a running search goes on with nobody watching before it is stopped. */
  idleMs?: number
}

export function createLiveSearches(options: LiveSearchOptions = {}) {
  const graceMs = options.graceMs ?? 5 * 60_000
  const idleMs = options.idleMs ?? 30_000
  const searches = new Map<string, LiveSearch>()

  const handedOver = (search: LiveSearch) => {
    search.delivered = search.messages.length
  }

  const armIdle = (search: LiveSearch) => {
    clearTimeout(search.idleTimer)
    search.idleTimer = setTimeout(() => {
      if (!search.finished && search.listeners.size === 0)
        search.controller.abort(new Error('nobody is watching'))
    }, idleMs)
    search.idleTimer.unref?.()
  }

  return {
    create(init: { userId: string; type: QueryType; query: string; spendId: string }): LiveSearch {
      const search: LiveSearch = {
        ...init,
        id: randomUUID(),
        messages: [],
        delivered: 0,
        finished: false,
        results: null,
        controller: new AbortController(),
        listeners: new Set(),
      }
      searches.set(search.id, search)
      armIdle(search) // until the first client connects
      return search
    },

    /** The search, only for its owner: anyone else gets nothing, as if it did not exist. */
    get(id: string, userId: string): LiveSearch | undefined {
      const search = searches.get(id)
      return search && search.userId === userId ? search : undefined
    },

    publish(search: LiveSearch, message: StreamMessage) {
      // Only the latest place in the queue is worth replaying.
      const last = search.messages.length - 1
      if (message.type === 'queued' && search.messages[last]?.type === 'queued')
        search.messages[last] = message
      else search.messages.push(message)
      if (message.type === 'complete') search.results = message.results
      if (search.listeners.size === 0) return
      for (const listener of search.listeners) listener(message)
      handedOver(search)
    },

    finish(search: LiveSearch) {
      search.finished = true
      clearTimeout(search.idleTimer)
      const timer = setTimeout(() => searches.delete(search.id), graceMs)
      timer.unref?.()
    },

    /** Replays the messages so far to the listener, then each new one while the search runs. */
    subscribe(search: LiveSearch, listener: (message: StreamMessage) => void): () => void {
      for (const message of [...search.messages]) listener(message)
      handedOver(search)
      if (search.finished) return () => undefined
      search.listeners.add(listener)
      clearTimeout(search.idleTimer)
      return () => {
        search.listeners.delete(listener)
        if (search.listeners.size === 0 && !search.finished) armIdle(search)
      }
    },

    /** The module results that reached the owner. */
    deliveredResults(search: LiveSearch): ModuleResult[] {
      return search.messages
        .slice(0, search.delivered)
        .flatMap((m) => (m.type === 'result' ? [m.data] : []))
    },

    /** Drops what never reached the owner: a refunded search must not be read later for free. */
    withdrawUndelivered(search: LiveSearch) {
      search.messages.length = search.delivered
    },

    /** Stops every running search (server shutdown). */
    abortAll() {
      for (const search of searches.values()) {
        clearTimeout(search.idleTimer)
        search.controller.abort(new Error('server shutting down'))
      }
    },

    size: () => searches.size,
  }
}

export type LiveSearches = ReturnType<typeof createLiveSearches>
